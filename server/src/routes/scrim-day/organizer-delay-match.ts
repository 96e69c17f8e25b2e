import type { FastifyInstance } from 'fastify';
import { organizerDelayMatchEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { delayMatch } from '../../services/scrim-day/day-slips';

/** organizer/delay-match: one match, or it and all later ones, start N minutes later. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerDelayMatchEndpoint, async ({ body, user }) => {
    const { message, matches } = await delayMatch(app.scrimDayDeps, user, body);
    return { status: true, message, data: matches };
  });
}
