import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, idField, idOrReferenceField, optionalText, requiredText } from './common';

/** The admin page's calls (DESIGN section 8): admin token only, each action audited. */
const statusFilter = z.enum(['pending', 'approved', 'rejected', 'all']).default('pending');

export const AdminMoneyRow = z.object({
  id: z.string(),
  user: z.string(),
  reference: z.string(),
  amount: z.number(),
  method: z.string(),
  status: z.string(),
  created: z.string(),
});
export type AdminMoneyRow = z.infer<typeof AdminMoneyRow>;

export const adminDepositsEndpoint = defineEndpoint({
  path: 'admin/deposits',
  auth: true,
  body: z.object({ status: statusFilter }),
  response: StatusMessage.extend({ data: z.array(AdminMoneyRow) }),
});
export const adminWithdrawalsEndpoint = defineEndpoint({
  path: 'admin/withdrawals',
  auth: true,
  body: z.object({ status: statusFilter }),
  response: StatusMessage.extend({ data: z.array(AdminMoneyRow) }),
});

const decision = z.object({
  id: idOrReferenceField('id', 80),
  approve: z.boolean({ error: 'approve must be true or false' }),
  remarks: optionalText('remarks', 200),
});
export const adminDecideDepositEndpoint = defineEndpoint({
  path: 'admin/decide-deposit',
  auth: true,
  body: decision,
  response: StatusMessage,
});
export const adminDecideWithdrawalEndpoint = defineEndpoint({
  path: 'admin/decide-withdrawal',
  auth: true,
  body: decision,
  response: StatusMessage,
});

export const AdminTicketRow = z.object({
  id: z.string(),
  user: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  created: z.string(),
});
export const adminTicketsEndpoint = defineEndpoint({
  path: 'admin/tickets',
  auth: true,
  body: z.object({ status: statusFilter }),
  response: StatusMessage.extend({ data: z.array(AdminTicketRow) }),
});
export const adminResolveTicketEndpoint = defineEndpoint({
  path: 'admin/resolve-ticket',
  auth: true,
  body: z.object({
    id: idField('id'),
    reject: z.boolean().default(false),
  }),
  response: StatusMessage,
});

export const AdminUserRow = z.object({
  id: z.string(),
  bgmiUserId: z.string(),
  name: z.string(),
  wallet: z.number(),
  sum_of_entries: z.number(),
  consistent: z.boolean(),
  is_admin: z.boolean(),
  is_organizer: z.boolean(),
});
export const adminUsersEndpoint = defineEndpoint({
  path: 'admin/users',
  auth: true,
  body: z.object({ search: optionalText('search', 80) }),
  response: StatusMessage.extend({ data: z.array(AdminUserRow) }),
});
export const adminGrantOrganiserEndpoint = defineEndpoint({
  path: 'admin/grant-organiser',
  auth: true,
  body: z.object({
    bgmiUserId: requiredText('bgmiUserId', 80),
  }),
  response: StatusMessage,
});

export const AuditRow = z.object({
  id: z.number(),
  admin: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditRow = z.infer<typeof AuditRow>;
export const adminAuditEndpoint = defineEndpoint({
  path: 'admin/audit',
  auth: true,
  body: z.object({
    action: optionalText('action', 60),
    admin: optionalText('admin', 80),
    target: optionalText('target', 80),
  }),
  response: StatusMessage.extend({ data: z.array(AuditRow) }),
});

/** Admin page and CLI: a one-time code for a user whose identity the admin has checked. */
export const adminIssueResetCodeEndpoint = defineEndpoint({
  path: 'admin/issue-reset-code',
  auth: true,
  body: z.object({ bgmiUserId: requiredText('bgmiUserId', 40) }),
  response: StatusMessage.extend({
    data: z.object({ bgmiUserId: z.string(), code: z.string(), expires_at: z.string() }),
  }),
});
