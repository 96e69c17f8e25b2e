import { paiseToRupees } from '@bgmi/shared/server';
import type { WalletCheckRow } from '../repositories/wallet/books-check-repository';
import type { AdminDepositRow } from '../repositories/wallet/deposit-repository';
import type { PlanRow } from '../repositories/wallet/plan-repository';
import type { WalletEntryRow } from '../repositories/wallet/wallet-repository';
import type { AdminWithdrawalRow } from '../repositories/wallet/withdrawal-repository';
import { statusLabel } from './admin';

/** The admin CLI's wallet rows (`npm run admin -- deposits`, `withdrawals`, `plans`, `ledger`). */
export const toCliDeposit = (row: AdminDepositRow) => ({
  id: row.id,
  user: row.bgmiUserId,
  utr: row.transactionId,
  amount: paiseToRupees(row.amountPaise),
  method: row.method,
  status: statusLabel(row.status),
  created: row.createdAt.toISOString(),
});

export const toCliWithdrawal = (row: AdminWithdrawalRow) => ({
  id: row.id,
  user: row.bgmiUserId,
  transaction: row.transactionId,
  amount: paiseToRupees(row.amountPaise),
  method: row.method,
  details: JSON.stringify(row.details),
  status: statusLabel(row.status),
});

export const toCliPlan = (row: PlanRow) => ({
  name: row.name,
  price: paiseToRupees(row.pricePaise),
  duration: row.duration,
  validity_days: row.validityDays,
  features: row.features.join('; '),
});

/** A user's wallet against the sum of its entries, with the newest entries. */
export const toCliLedger = (
  bgmiUserId: string,
  check: { balancePaise: number; entriesPaise: number },
  entries: WalletEntryRow[],
) => ({
  user: bgmiUserId,
  wallet: paiseToRupees(check.balancePaise),
  sum_of_entries: paiseToRupees(check.entriesPaise),
  consistent: check.balancePaise === check.entriesPaise,
  entries: entries.map((e) => ({
    at: e.createdAt.toISOString(),
    kind: e.kind,
    amount: paiseToRupees(e.amountPaise),
    balance: paiseToRupees(e.balanceAfterPaise),
    reference: e.reference,
  })),
});

/** A wallet whose cached balance is not the sum of its entries (a backup's verification). */
export const toLedgerMismatch = (row: WalletCheckRow) => ({
  bgmiUserId: row.bgmiUserId,
  wallet: paiseToRupees(row.balancePaise),
  sumOfEntries: paiseToRupees(row.entriesPaise),
});

/** The total of the wallets a verification read, as its report prints it (₹, two decimals). */
export const walletsTotalText = (totalPaise: number) => `₹${paiseToRupees(totalPaise).toFixed(2)}`;
