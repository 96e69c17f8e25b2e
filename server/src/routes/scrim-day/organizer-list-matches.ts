import type { FastifyInstance } from 'fastify';
import { organizerListMatchesEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listMatches } from '../../repositories/scrim-day/match-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { toOrganizerMatch } from '../../wire/scrim-day';

/** organizer/list-matches: the event's matches with room id and password. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerListMatchesEndpoint, async ({ body, user }) => {
    const day = await requireOwnEvent(app.database.db, user, body.event_id);
    const rows = await listMatches(app.database.db, body.event_id);
    const data = rows.map((row) => toOrganizerMatch(row, day.settings.roomReleaseMinutes));
    return { status: true, message: 'Matches fetched', data };
  });
}
