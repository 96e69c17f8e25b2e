import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { users, walletEntries, type WalletEntryKind } from '../db/schema';
import { HttpError, isCheckViolation } from '../lib/http-error';

export interface WalletChange {
  userId: string;
  kind: WalletEntryKind;
  /** Signed: credits positive, debits negative. */
  amountPaise: number;
  reference?: string;
  /** A second change with the same key is refused (the caller's request is a duplicate). */
  idempotencyKey?: string;
  note?: string;
  /**
   * Debits only: the balance must stay at or above this after the change (default 0). A bet must
   * be less than the wallet (jantri spec section 5), so bets pass 1 paise.
   */
  minBalanceAfterPaise?: number;
}

export const INSUFFICIENT_FUNDS = 'Low Balance';

/**
 * The one way money moves (DESIGN section 6): the cached balance and its ledger entry are
 * written in the caller's transaction, the balance update is a single conditional statement
 * (no read-modify-write race), and the CHECK on users.wallet_paise is the last line of defence.
 * Returns the new balance in paise.
 */
export async function applyWalletChange(tx: Tx, change: WalletChange): Promise<number> {
  if (!Number.isInteger(change.amountPaise)) throw new Error('amountPaise must be an integer');
  const floor = Math.max(0, Math.trunc(change.minBalanceAfterPaise ?? 0));
  let updated: { balance: number }[];
  try {
    updated = await tx
      .update(users)
      .set({ walletPaise: sql`${users.walletPaise} + ${change.amountPaise}` })
      .where(
        change.amountPaise < 0
          ? sql`${users.id} = ${change.userId} AND ${users.walletPaise} + ${change.amountPaise} >= ${floor}`
          : eq(users.id, change.userId),
      )
      .returning({ balance: users.walletPaise });
  } catch (error) {
    if (isCheckViolation(error)) throw new HttpError(400, INSUFFICIENT_FUNDS, 'amount');
    throw error;
  }
  const balance = updated[0]?.balance;
  if (balance === undefined) throw new HttpError(400, INSUFFICIENT_FUNDS, 'amount');
  await tx.insert(walletEntries).values({
    userId: change.userId,
    kind: change.kind,
    amountPaise: change.amountPaise,
    balanceAfterPaise: balance,
    reference: change.reference ?? null,
    idempotencyKey: change.idempotencyKey ?? null,
    note: change.note ?? null,
  });
  return balance;
}

/** Balance and sum of entries for one user: equal unless the ledger was bypassed. */
export async function ledgerCheck(
  tx: Tx,
  userId: string,
): Promise<{ balancePaise: number; entriesPaise: number }> {
  const rows = await tx.execute<{ balance: string; entries: string }>(sql`
    SELECT u.wallet_paise AS balance,
           COALESCE((SELECT sum(amount_paise) FROM wallet_entries WHERE user_id = u.id), 0) AS entries
    FROM users u WHERE u.id = ${userId}`);
  const row = (rows as unknown as { rows: { balance: string; entries: string }[] }).rows[0];
  return { balancePaise: Number(row?.balance ?? 0), entriesPaise: Number(row?.entries ?? 0) };
}
