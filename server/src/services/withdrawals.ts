import { randomBytes } from 'node:crypto';
import { rupeesToPaise } from '@bgmi/shared/server';
import { type WithdrawDetails } from '@bgmi/shared/server';
import type { Database, Tx } from '../db/database';
import { conflict, isUniqueViolation, notFound } from '../lib/http-error';
import {
  adminFindWithdrawal,
  decidePendingWithdrawal,
  findOwnWithdrawalByRequest,
  insertWithdrawal,
  type WithdrawalRow,
} from '../repositories/wallet/withdrawal-repository';
import { applyWalletChange } from './wallet-ledger';

export interface WithdrawRequest {
  amount: number;
  payment_gateway: 'phonepe' | 'upi' | 'bank';
  withdraw_details: WithdrawDetails;
  request_id?: string | undefined;
}

/** Only the fields of the chosen method are kept (the confirmation field never is). */
function detailsFor(body: WithdrawRequest): Record<string, string> {
  const d = body.withdraw_details;
  if (body.payment_gateway === 'bank') {
    return {
      method: 'bank',
      account_number: d.account_number ?? '',
      ifsc_code: (d.ifsc_code ?? '').toUpperCase(),
      account_holder_name: d.account_holder_name ?? '',
    };
  }
  return { method: body.payment_gateway, [body.payment_gateway]: d[body.payment_gateway] ?? '' };
}

/**
 * A withdrawal is reserved at request: the wallet is debited with the request in one
 * transaction (never below zero: 'Low Balance'). A repeated request_id changes money once.
 */
export async function requestWithdrawal(
  database: Database,
  userId: string,
  body: WithdrawRequest,
): Promise<{ withdrawal: WithdrawalRow; walletPaise: number | null }> {
  try {
    return await database.transaction(async (tx) => {
      if (body.request_id) {
        const existing = await findOwnWithdrawalByRequest(tx, userId, body.request_id);
        if (existing) return { withdrawal: existing, walletPaise: null };
      }
      const transactionId = `WD${randomBytes(5).toString('hex').toUpperCase()}`;
      const walletPaise = await applyWalletChange(tx, {
        userId,
        kind: 'withdraw',
        amountPaise: -rupeesToPaise(body.amount),
        reference: transactionId,
        idempotencyKey: body.request_id ? `withdraw:${userId}:${body.request_id}` : undefined,
      });
      const withdrawal = await insertWithdrawal(tx, {
        userId,
        transactionId,
        amountPaise: rupeesToPaise(body.amount),
        method: body.payment_gateway,
        details: detailsFor(body),
        requestId: body.request_id ?? null,
      });
      return { withdrawal, walletPaise };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('This withdraw request was already sent', 'request_id');
    throw error;
  }
}

/** An admin's decision: approval only closes the request; rejection refunds the reserve. */
export async function decideWithdrawal(
  database: Database,
  key: string,
  approve: boolean,
  remarks = '',
  onDecided?: (tx: Tx, before: WithdrawalRow, after: WithdrawalRow) => Promise<void>,
) {
  return database.transaction(async (tx) => {
    const found = await adminFindWithdrawal(tx, key);
    if (!found) throw notFound(`No withdrawal ${key}`, 'withdrawal');
    const withdrawal = await decidePendingWithdrawal(
      tx,
      found.id,
      approve ? 1 : 2,
      remarks || (approve ? 'Paid' : 'Rejected'),
    );
    if (!withdrawal) throw conflict('Withdrawal already processed', 'withdrawal');
    // The audit row is written in this transaction: a failing change leaves none.
    await onDecided?.(tx, found, withdrawal);
    if (!approve) {
      await applyWalletChange(tx, {
        userId: withdrawal.userId,
        kind: 'withdraw_refund',
        amountPaise: withdrawal.amountPaise,
        reference: withdrawal.transactionId,
        idempotencyKey: `refund:${withdrawal.id}`,
      });
    }
    return withdrawal;
  });
}
