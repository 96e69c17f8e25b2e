import { MONEY_MESSAGES } from '@bgmi/shared/server';
import type { Database } from '../db/database';
import { forbidden } from '../lib/http-error';
import { assertAgeConfirmed, assertNotExcluded, type MoneyPolicy } from './money-controls';

/**
 * What a money call does, for the one check every money call passes (postEndpoint's `money`
 * option): `view` reads wallet data; `deposit` brings money in (deposit, plan purchase);
 * `withdraw` takes it out; `bet` stakes it; `demo` adds demo credits.
 */
export type MoneyAction = 'view' | 'deposit' | 'withdraw' | 'bet' | 'demo';

/**
 * DESIGN section 8 in one place: `off` refuses every money call; `demo` refuses UTR deposits
 * (demo credits instead) and allows the rest; `real` refuses demo credits and asks for the 18+
 * confirmation before any money action, and no deposit or bet during a self-exclusion.
 */
export async function checkMoneyCall(
  database: Database,
  policy: MoneyPolicy,
  userId: string,
  action: MoneyAction,
): Promise<void> {
  const mode = policy.moneyMode;
  if (mode === 'off') throw forbidden(MONEY_MESSAGES.off);
  if (action === 'demo' && mode !== 'demo') throw forbidden(MONEY_MESSAGES.demoOnly);
  if (mode === 'demo') {
    if (action === 'deposit') throw forbidden(MONEY_MESSAGES.demoNoDeposit);
    return;
  }
  if (action === 'view') return;
  await assertAgeConfirmed(database.db, userId);
  if (action === 'deposit' || action === 'bet')
    await assertNotExcluded(database.db, userId, policy.now());
}

/**
 * Whether checkMoneyCall lets this call through without asking the database (every mode but
 * `real`, whose 18+ and self-exclusion checks read it, and `off`, which refuses): then a route
 * may run its work in the token check's statement (lib/one-trip-endpoint.ts). Must agree with
 * checkMoneyCall (test: money-gate.test.ts).
 */
export function moneyCallPassesWithoutDatabase(policy: MoneyPolicy, action: MoneyAction): boolean {
  if (policy.moneyMode === 'demo') return action !== 'deposit';
  return policy.moneyMode === 'real' && action === 'view';
}

/**
 * Whether checkMoneyCall's only possible refusals of this call are the `real` mode's checks of
 * the user (18+ confirmation; no self-exclusion for deposits and bets), no mode rule. A call
 * whose own statement runs those checks (a bet: migration 0028) then needs no other money check
 * (lib/one-trip-endpoint.ts). Must agree with checkMoneyCall (test: money-gate.test.ts).
 */
export function moneyCallNeedsOnlyUserChecks(policy: MoneyPolicy, action: MoneyAction): boolean {
  return policy.moneyMode === 'real' && action !== 'demo' && action !== 'view';
}
