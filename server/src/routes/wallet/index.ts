import type { FastifyInstance } from 'fastify';
import depositDetailsRoute from './user-get-deposit-details';
import depositRoute from './user-deposit';
import depositHistoryRoute from './user-get-deposit-history';
import withdrawRoute from './user-withdraw';
import withdrawHistoryRoute from './user-get-withdraw-history';
import getRechargeRoute from './get-recharge';
import rechargeRoute from './recharge';
import supportRoute from './user-support';
import complainListRoute from './user-get-complain-list';

/** Wallet calls (jantri spec section 7): deposits, withdrawals, plans, support tickets. */
export default async function routes(app: FastifyInstance) {
  await app.register(depositDetailsRoute);
  await app.register(depositRoute);
  await app.register(depositHistoryRoute);
  await app.register(withdrawRoute);
  await app.register(withdrawHistoryRoute);
  await app.register(getRechargeRoute);
  await app.register(rechargeRoute);
  await app.register(supportRoute);
  await app.register(complainListRoute);
}
