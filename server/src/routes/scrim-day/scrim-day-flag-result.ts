import type { FastifyInstance } from 'fastify';
import { flagResultEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { flagResult } from '../../services/scrim-day/results';

/** scrim-day/flag-result: a captain disputes a posted line within 15 minutes. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, flagResultEndpoint, async ({ body, user }) => ({
    status: true,
    message: 'Result flagged for the organiser',
    flag_id: await flagResult(app.database, body.result_id, user.id, body.reason),
  }));
}
