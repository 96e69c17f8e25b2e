import { rupeesToPaise } from '@bgmi/shared/server';
import { PAYMENT_GATEWAY, WALLET_MESSAGES } from '@bgmi/shared/server';
import { DEFAULT_MIN_DEPOSIT, type DepositConfig } from '../config';
import type { Database, Tx } from '../db/database';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/http-error';
import {
  adminFindDeposit,
  decidePendingDeposit,
  insertDeposit,
  type DepositRow,
} from '../repositories/wallet/deposit-repository';
import { decideRecharge, findRechargeByDeposit } from '../repositories/wallet/plan-repository';
import { applyWalletChange } from './wallet-ledger';
import { assertNotExcluded, assertWithinLimits, type MoneyPolicy } from './money-controls';

/** The deposit page's settings (config.deposit), with a placeholder QR when none is set. */
export function depositSettings(deposit: DepositConfig) {
  return { ...deposit, qrUrl: deposit.qrUrl ?? upiQrPlaceholder(deposit.upiId) };
}

/** Until a real QR image is configured (DEPOSIT_QR_URL), a labelled placeholder image. */
function upiQrPlaceholder(upiId: string): string {
  const cells: string[] = [];
  let seed = [...upiId].reduce((sum, ch) => (Math.imul(sum, 31) + ch.charCodeAt(0)) >>> 0, 7);
  // The three corner squares of a QR code, then a pseudo-random pattern from the UPI id.
  const finder = (x: number, y: number) => {
    const fx = x < 7 ? x : x - 14;
    const fy = y < 7 ? y : y - 14;
    if (fx < 0 || fy < 0 || fx > 6 || fy > 6 || (x > 13 && y > 13)) return null;
    const ring = fx === 0 || fy === 0 || fx === 6 || fy === 6;
    const core = fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4;
    return ring || core;
  };
  for (let y = 0; y < 21; y += 1) {
    for (let x = 0; x < 21; x += 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const inFinder = finder(x, y);
      const dark = inFinder ?? ((seed >>> 16) & 1) === 1;
      if (dark) cells.push(`<rect x="${x + 2}" y="${y + 2}" width="1" height="1"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 28" shape-rendering="crispEdges"><rect width="25" height="28" fill="#fff"/><g fill="#000">${cells.join('')}</g><text x="12.5" y="26.6" font-size="1.6" text-anchor="middle" font-family="sans-serif">${upiId}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export interface DepositRequest {
  amount: number;
  transaction_id: string;
  payment_gateway?: string;
  method?: string;
}

/** A pending deposit; the UTR is unique, so a retried or duplicated request is refused (409). */
export async function requestDeposit(
  database: Database,
  userId: string,
  body: DepositRequest,
  policy?: MoneyPolicy & { deposit: Pick<DepositConfig, 'minDeposit'> },
): Promise<DepositRow> {
  const minDeposit = policy?.deposit.minDeposit ?? DEFAULT_MIN_DEPOSIT;
  if (body.amount < minDeposit) throw badRequest(`Minimum deposit is ${minDeposit}`, 'amount');
  try {
    return await database.transaction(async (tx) => {
      // Real mode: the user's deposit limits (DESIGN section 8).
      if (policy?.moneyMode === 'real')
        await assertWithinLimits(tx, userId, rupeesToPaise(body.amount), policy.now());
      return insertDeposit(tx, {
        userId,
        transactionId: body.transaction_id.trim(),
        amountPaise: rupeesToPaise(body.amount),
        method: body.method ?? 'Other',
        paymentGateway: body.payment_gateway ?? PAYMENT_GATEWAY,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(WALLET_MESSAGES.utrTaken, 'transaction_id');
    throw error;
  }
}

export interface DecideOptions {
  policy?: MoneyPolicy;
  onDecided?: (tx: Tx, before: DepositRow, after: DepositRow) => Promise<void>;
}

/**
 * An admin's decision on a pending deposit, in one transaction: approval credits the wallet and
 * activates a plan bought with it (paying the plan from that credit); rejection rejects the plan.
 */
export async function decideDeposit(
  database: Database,
  key: string,
  approve: boolean,
  remarks = '',
  options: DecideOptions = {},
) {
  return database.transaction(async (tx) => {
    const found = await adminFindDeposit(tx, key);
    if (!found) throw notFound(`No deposit ${key}`, 'deposit');
    // Real mode: an approval must still fit the user's limits and not fall in a self-exclusion.
    if (approve && found.status === 0 && options.policy?.moneyMode === 'real') {
      const now = options.policy.now();
      await assertNotExcluded(tx, found.userId, now);
      await assertWithinLimits(tx, found.userId, found.amountPaise, now, { approvingId: found.id });
    }
    const deposit = await decidePendingDeposit(
      tx,
      found.id,
      approve ? 1 : 2,
      remarks || (approve ? 'Approved' : 'Rejected'),
    );
    if (!deposit) throw conflict('Deposit already processed', 'deposit');
    // The audit row is written in this transaction: a failing change leaves none.
    await options.onDecided?.(tx, found, deposit);
    const recharge = await findRechargeByDeposit(tx, deposit.id);
    if (!approve) {
      if (recharge) await decideRecharge(tx, recharge.id, 2);
      return { deposit, planActivated: false };
    }
    await applyWalletChange(tx, {
      userId: deposit.userId,
      kind: 'deposit',
      amountPaise: deposit.amountPaise,
      reference: deposit.transactionId,
      idempotencyKey: `deposit:${deposit.id}`,
    });
    let planActivated = false;
    if (recharge && (await decideRecharge(tx, recharge.id, 1))) {
      await applyWalletChange(tx, {
        userId: deposit.userId,
        kind: 'plan',
        amountPaise: -recharge.planAmountPaise,
        reference: recharge.planName,
        idempotencyKey: `plan:${recharge.id}`,
      });
      planActivated = true;
    }
    return { deposit, planActivated };
  });
}
