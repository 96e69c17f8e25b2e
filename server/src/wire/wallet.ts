import type { StatementEntry } from '@bgmi/shared/server';
import type { WalletEntryRow } from '../repositories/wallet/wallet-repository';
import type { PlanRow } from '../repositories/wallet/plan-repository';
import type { TicketRow } from '../repositories/wallet/ticket-repository';
import type { WithdrawalRow } from '../repositories/wallet/withdrawal-repository';
import type { DepositRow } from '../repositories/wallet/deposit-repository';
import { paiseToRupees } from '@bgmi/shared/server';

/** A deposit as the caller's history lists it. */
export function toDepositHistoryRow(row: DepositRow) {
  return {
    _id: row.id,
    transaction_id: row.transactionId,
    deposit_amount: paiseToRupees(row.amountPaise),
    remarks: row.remarks,
    deposit_status: row.status,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A withdrawal as the caller's history lists it. */
export function toWithdrawHistoryRow(row: WithdrawalRow) {
  return {
    _id: row.id,
    transaction_id: row.transactionId,
    withdraw_amount: paiseToRupees(row.amountPaise),
    remarks: row.remarks,
    withdraw_status: row.status,
    withdraw_details: { ...row.details, method: row.method },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A support ticket as its writer's list shows it. */
export function toComplaintRow(row: TicketRow) {
  return {
    _id: row.id,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    img: row.img,
  };
}

/** A recharge plan as the plans page lists it. */
export function toPlanRow(row: PlanRow) {
  return {
    _id: row.id,
    name: row.name,
    price: paiseToRupees(row.pricePaise),
    duration: row.duration,
    validity_days: row.validityDays,
    features: row.features,
    button: row.button,
    icon: row.icon,
    highlightLevel: row.highlightLevel,
  };
}

/** A ledger entry as the caller's statement lists it. */
export function toStatementEntry(row: WalletEntryRow): StatementEntry {
  return {
    at: row.createdAt.toISOString(),
    kind: row.kind,
    amount: paiseToRupees(row.amountPaise),
    balance: paiseToRupees(row.balanceAfterPaise),
    reference: row.reference,
  };
}

/** The demo credits added today, as the add-demo-credits answer carries them. */
export const addedToday = (paise: number) => ({ added_today: paiseToRupees(paise) });

/** A recharge as its answer carries it. */
export const rechargeToWire = (recharge: {
  id: string;
  status: number;
  expiresAt: Date | null;
}) => ({
  _id: recharge.id,
  status: recharge.status,
  expiresAt: recharge.expiresAt?.toISOString() ?? null,
});
