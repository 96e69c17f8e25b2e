import type { Tx } from '../db/database';
import type { WalletEntryKind } from '../db/schema';
import { HttpError, isCheckViolation } from '../lib/http-error';
import { addToBalance, insertWalletEntry } from '../repositories/wallet/wallet-repository';

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
  let balance: number | null;
  try {
    balance = await addToBalance(tx, change.userId, change.amountPaise, floor);
  } catch (error) {
    if (isCheckViolation(error)) throw new HttpError(400, INSUFFICIENT_FUNDS, 'amount');
    throw error;
  }
  if (balance === null) throw new HttpError(400, INSUFFICIENT_FUNDS, 'amount');
  await insertWalletEntry(tx, {
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
