import type { FastifyInstance } from 'fastify';
import { MONEY_MESSAGES, selfExcludeEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { moneyStatus, selfExclude } from '../../services/money-controls';

/** Self-exclusion: no deposits or bets until it ends; it can be extended, never shortened. */
export default async function selfExcludeRoute(app: FastifyInstance) {
  postEndpoint(app, selfExcludeEndpoint, async ({ body, user }) => {
    await selfExclude(app.database, user.id, body.period, app.config.now());
    return {
      status: true,
      message: MONEY_MESSAGES.exclusionSaved,
      data: await moneyStatus(app.database.db, user.id, app.config),
    };
  });
}
