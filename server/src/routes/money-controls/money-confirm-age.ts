import type { FastifyInstance } from 'fastify';
import { confirmAgeEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { confirmAge } from '../../services/money-controls';

/** Date of birth and the 18+ confirmation, stored once (under 18: 403, nothing stored). */
export default async function confirmAgeRoute(app: FastifyInstance) {
  postEndpoint(app, confirmAgeEndpoint, async ({ body, user }) => {
    await confirmAge(app.database, user.id, body.date_of_birth, app.config.now());
    return { status: true, message: 'Age confirmed' };
  });
}
