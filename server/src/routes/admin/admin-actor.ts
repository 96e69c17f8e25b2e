import { STATUS_LABELS, paiseToRupees } from '@bgmi/shared';
import type { AuthUser } from '../../repositories/user-repository';
import type { FastifyInstance } from 'fastify';
import type { AdminActionContext } from '../../services/admin-actions';

/** The admin page's caller as the audit log names him, with the app's money policy and sockets. */
export function adminContext(app: FastifyInstance, user: AuthUser): AdminActionContext {
  return {
    database: app.database,
    actor: { id: user.id, name: user.bgmiUserId },
    policy: app.config,
    emitToUser: app.emitToUser,
  };
}

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
