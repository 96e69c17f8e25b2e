import type { FastifyInstance } from 'fastify';
import { moneyStatusEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { moneyStatus } from '../../services/money-controls';

/** The mode and the caller's responsible-play state (age, limits, exclusion): every mode. */
export default async function moneyStatusRoute(app: FastifyInstance) {
  postEndpoint(app, moneyStatusEndpoint, async ({ user }) => ({
    status: true,
    message: 'Money status',
    data: await moneyStatus(app.database.db, user.id, app.config),
  }));
}
