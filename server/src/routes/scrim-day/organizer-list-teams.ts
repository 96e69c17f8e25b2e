import type { FastifyInstance } from 'fastify';
import { organizerListTeamsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { organizerTeams } from '../../services/scrim-day/slot-list';

/** organizer/list-teams: slots in order, then the waitlist in order. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerListTeamsEndpoint, async ({ body, user }) => {
    await requireOwnEvent(app.database.db, user, body.event_id);
    return {
      status: true,
      message: 'Teams fetched',
      data: await organizerTeams(app.database.db, body.event_id),
    };
  });
}
