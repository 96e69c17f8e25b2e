import type { Database, Tx } from '../db/database';
import { conflict, notFound } from '../lib/http-error';
import {
  insertAudit,
  setOrganiser,
  type AuditActor,
} from '../repositories/admin/admin-audit-repository';
import { decideTicket } from '../repositories/wallet/ticket-repository';
import { setAdmin } from '../repositories/user/user-repository';
import { decideDeposit } from './deposits';
import type { MoneyPolicy } from './money-controls';
import { notifyWallet, type EmitToUser } from './wallet-notify';
import { decideWithdrawal } from './withdrawals';
import { statusLabel as label, toMoneyAuditState as moneyState } from '../wire/admin';

/**
 * Every admin action of DESIGN section 8, shared by the admin page's calls and the CLI: the
 * change and its admin_audit row are written in one transaction, so a failing change leaves no
 * row and a written row always matches a change.
 */
export interface AdminActionContext {
  database: Database;
  actor: AuditActor;
  policy?: MoneyPolicy | undefined;
  emitToUser?: EmitToUser | undefined;
}

export async function adminDecideDeposit(
  ctx: AdminActionContext,
  key: string,
  approve: boolean,
  remarks = '',
) {
  const result = await decideDeposit(ctx.database, key, approve, remarks, {
    policy: ctx.policy,
    onDecided: (tx, before, after) =>
      insertAudit(tx, ctx.actor, {
        action: approve ? 'approve-deposit' : 'reject-deposit',
        target: `deposit ${after.transactionId}`,
        before: moneyState(before),
        after: moneyState(after),
      }),
  });
  // The user's open pages get the new wallet at once (socket session_details).
  if (ctx.emitToUser) await notifyWallet(ctx.database, ctx.emitToUser, result.deposit.userId);
  return result;
}

export async function adminDecideWithdrawal(
  ctx: AdminActionContext,
  key: string,
  approve: boolean,
  remarks = '',
) {
  // Demo mode: a withdrawal is recorded, never paid out.
  const note =
    approve && ctx.policy?.moneyMode === 'demo' ? remarks || 'Demo: not paid out' : remarks;
  const withdrawal = await decideWithdrawal(ctx.database, key, approve, note, (tx, before, after) =>
    insertAudit(tx, ctx.actor, {
      action: approve ? 'approve-withdrawal' : 'reject-withdrawal',
      target: `withdrawal ${after.transactionId}`,
      before: moneyState(before),
      after: moneyState(after),
    }),
  );
  if (ctx.emitToUser) await notifyWallet(ctx.database, ctx.emitToUser, withdrawal.userId);
  return withdrawal;
}

export async function adminResolveTicket(ctx: AdminActionContext, id: string, reject: boolean) {
  return ctx.database.transaction(async (tx: Tx) => {
    const ticket = await decideTicket(tx, id, reject ? 2 : 1);
    if (!ticket) throw conflict('Ticket already processed or not found', 'id');
    await insertAudit(tx, ctx.actor, {
      action: reject ? 'reject-ticket' : 'resolve-ticket',
      target: `ticket ${ticket.id}`,
      before: { status: label(0) },
      after: { status: label(ticket.status) },
    });
    return ticket;
  });
}

export async function adminGrantOrganiser(ctx: AdminActionContext, bgmiUserId: string) {
  return ctx.database.transaction(async (tx: Tx) => {
    const row = await setOrganiser(tx, bgmiUserId);
    if (!row) throw notFound(`No user with BGMI ID ${bgmiUserId}`, 'bgmiUserId');
    await insertAudit(tx, ctx.actor, {
      action: 'grant-organiser',
      target: `user ${row.bgmi_user_id}`,
      before: { is_organizer: row.was },
      after: { is_organizer: true },
    });
    return row;
  });
}

export async function adminMakeAdmin(ctx: AdminActionContext, bgmiUserId: string) {
  return ctx.database.transaction(async (tx: Tx) => {
    const user = await setAdmin(tx, bgmiUserId, true);
    if (!user) throw notFound(`No user with BGMI ID ${bgmiUserId}`, 'bgmiUserId');
    await insertAudit(tx, ctx.actor, {
      action: 'make-admin',
      target: `user ${user.bgmiUserId}`,
      before: null,
      after: { is_admin: true },
    });
    return user;
  });
}
