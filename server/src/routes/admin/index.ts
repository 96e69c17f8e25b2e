import type { FastifyInstance } from 'fastify';
import runCommandRoute from './admin-run';
import listDepositsRoute from './admin-deposits';
import listWithdrawalsRoute from './admin-withdrawals';
import decideDepositRoute from './admin-decide-deposit';
import decideWithdrawalRoute from './admin-decide-withdrawal';
import listTicketsRoute from './admin-tickets';
import resolveTicketRoute from './admin-resolve-ticket';
import listUsersRoute from './admin-users';
import grantOrganiserRoute from './admin-grant-organiser';
import listAuditRoute from './admin-audit';
import issueResetCodeRoute from './admin-issue-reset-code';

export default async function adminRoutes(app: FastifyInstance) {
  await app.register(runCommandRoute);
  // The admin page's calls (admin token only; each action audited).
  await app.register(listDepositsRoute);
  await app.register(listWithdrawalsRoute);
  await app.register(decideDepositRoute);
  await app.register(decideWithdrawalRoute);
  await app.register(listTicketsRoute);
  await app.register(resolveTicketRoute);
  await app.register(listUsersRoute);
  await app.register(grantOrganiserRoute);
  await app.register(listAuditRoute);
  await app.register(issueResetCodeRoute);
}
