import type { adminListTickets } from '../repositories/wallet/ticket-repository';
import type { listAudit } from '../repositories/admin/admin-audit-repository';
import { STATUS_LABELS, paiseToRupees } from '@bgmi/shared/server';
import type { adminListUsers } from '../repositories/admin/admin-audit-repository';

type AdminTicketRow = Awaited<ReturnType<typeof adminListTickets>>[number];

import type { DepositRow } from '../repositories/wallet/deposit-repository';
import type { WithdrawalRow } from '../repositories/wallet/withdrawal-repository';

type AdminUserRow = Awaited<ReturnType<typeof adminListUsers>>[number];
type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

/** The admin page's status filter words as stored status numbers (undefined: all). */
export const STATUS_FILTER: Record<string, number | undefined> = {
  pending: 0,
  approved: 1,
  rejected: 2,
  all: undefined,
};

/** A deposit or withdrawal as the admin page's money tables show it (one shape for both). */
export function toAdminMoneyRow(row: {
  id: string;
  bgmiUserId: string;
  transactionId: string;
  amountPaise: number;
  method: string;
  status: number;
  createdAt: Date;
}) {
  return {
    id: row.id,
    user: row.bgmiUserId,
    reference: row.transactionId,
    amount: paiseToRupees(row.amountPaise),
    method: row.method,
    status: STATUS_LABELS[row.status] ?? String(row.status),
    created: row.createdAt.toISOString(),
  };
}

/** An audit log line as the admin page shows it. */
export function toAuditRow(row: AuditRow) {
  return {
    id: row.id,
    admin: row.adminName,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    at: row.createdAt.toISOString(),
  };
}

/** A support ticket as the admin page lists it. */
export function toAdminTicketRow(row: AdminTicketRow) {
  return {
    id: row.id,
    user: row.bgmiUserId,
    subject: row.subject,
    message: row.message,
    status: STATUS_LABELS[row.status] ?? String(row.status),
    created: row.createdAt.toISOString(),
  };
}

/** A user with the balance and the ledger check (balance equals the sum of entries). */
export function toAdminUserRow(row: AdminUserRow) {
  return {
    id: row.id,
    bgmiUserId: row.bgmi_user_id,
    name: row.name,
    wallet: paiseToRupees(Number(row.wallet_paise)),
    sum_of_entries: paiseToRupees(Number(row.entries_paise)),
    consistent: Number(row.wallet_paise) === Number(row.entries_paise),
    is_admin: row.is_admin,
    is_organizer: row.is_organizer,
  };
}

/** An issued reset code: the admin page's line and the code with its end. */
export function resetCodeToWire(issued: { bgmiUserId: string; code: string; expiresAt: Date }) {
  const expiresAt = issued.expiresAt.toISOString();
  return {
    message: `Reset code for ${issued.bgmiUserId}, valid until ${expiresAt}`,
    data: { bgmiUserId: issued.bgmiUserId, code: issued.code, expires_at: expiresAt },
  };
}

/** A status number as the audit log words it. */
export const statusLabel = (status: number) => STATUS_LABELS[status] ?? String(status);

/** A deposit or withdrawal as the audit log records it before and after a decision. */
export const toMoneyAuditState = (row: DepositRow | WithdrawalRow) => ({
  status: statusLabel(row.status),
  amount: paiseToRupees(row.amountPaise),
  remarks: row.remarks,
});
