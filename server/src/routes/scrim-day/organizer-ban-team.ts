import type { FastifyInstance } from 'fastify';
import { SLIP_MESSAGES, organizerBanTeamEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { banTeamFromOrganizer } from '../../services/scrim-day/team-discipline';
import { banToWire } from '../../wire/scrim-day';

/** organizer/ban-team: the team may not register for the organiser's events for N days. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerBanTeamEndpoint, async ({ body, user }) => {
    const until = await banTeamFromOrganizer(app.scrimDayDeps, user, body);
    return { status: true, message: SLIP_MESSAGES.banned, ...banToWire(until) };
  });
}
