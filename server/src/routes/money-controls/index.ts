import type { FastifyInstance } from 'fastify';
import moneyStatusRoute from './money-status';
import confirmAgeRoute from './money-confirm-age';
import setLimitsRoute from './money-set-limits';
import selfExcludeRoute from './money-self-exclude';
import statementRoute from './money-statement';
import addDemoCreditsRoute from './wallet-add-demo-credits';

/** DESIGN section 8: money mode, responsible-play controls, statement, demo credits. */
export default async function routes(app: FastifyInstance) {
  await app.register(moneyStatusRoute);
  await app.register(confirmAgeRoute);
  await app.register(setLimitsRoute);
  await app.register(selfExcludeRoute);
  await app.register(statementRoute);
  await app.register(addDemoCreditsRoute);
}
