import type { FastifyInstance } from 'fastify';
import { MONEY_MESSAGES, setLimitsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { moneyStatus, setLimits } from '../../services/money-controls';

/** Deposit limits: a lower one applies at once, a higher one (or none) 24 hours later. */
export default async function setLimitsRoute(app: FastifyInstance) {
  postEndpoint(app, setLimitsEndpoint, async ({ body, user }) => {
    await setLimits(app.database, user.id, body, app.config.now());
    return {
      status: true,
      message: MONEY_MESSAGES.limitsSaved,
      data: await moneyStatus(app.database.db, user.id, app.config),
    };
  });
}
