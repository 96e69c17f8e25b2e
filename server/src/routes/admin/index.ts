import type { FastifyInstance } from 'fastify';
import runCommandRoute from './run-command';
import listDepositsRoute from './list-deposits';
import listWithdrawalsRoute from './list-withdrawals';
import decideDepositRoute from './decide-deposit';
import decideWithdrawalRoute from './decide-withdrawal';
import listTicketsRoute from './list-tickets';
import resolveTicketRoute from './resolve-ticket';
import listUsersRoute from './list-users';
import grantOrganiserRoute from './grant-organiser';
import listAuditRoute from './list-audit';
import issueResetCodeRoute from './issue-reset-code';

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
