import type { FastifyInstance } from 'fastify';
import { organizerListFlagsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { eventFlags } from '../../repositories/scrim-day/result-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { toFlagRow } from '../../wire/scrim-day';

/** organizer/list-flags: the event's flags, open first. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerListFlagsEndpoint, async ({ body, user }) => {
    await requireOwnEvent(app.database.db, user, body.event_id);
    const rows = await eventFlags(app.database.db, body.event_id);
    const data = rows.map(toFlagRow);
    return { status: true, message: 'Flags fetched', data };
  });
}
