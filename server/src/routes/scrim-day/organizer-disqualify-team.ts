import type { FastifyInstance } from 'fastify';
import { SLIP_MESSAGES, organizerDisqualifyTeamEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { disqualifyTeam } from '../../services/scrim-day/team-discipline';

/** organizer/disqualify-team: out of the event and its tables, with a reason the team reads. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerDisqualifyTeamEndpoint, async ({ body, user }) => {
    const promoted = await disqualifyTeam(app.scrimDayDeps, user, body);
    return { status: true, message: SLIP_MESSAGES.disqualified, promoted_team: promoted };
  });
}
