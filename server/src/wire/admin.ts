import { STATUS_LABELS, paiseToRupees } from '@bgmi/shared';

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
