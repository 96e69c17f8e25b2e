import type { FastifyInstance } from 'fastify';
import { organizerListFlagsEndpoint } from '@bgmi/shared/day-and-money';
import { postEndpoint } from '../../lib/endpoint-route';
import { eventFlags } from '../../repositories/result-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';

/** organizer/list-flags: the event's flags, open first. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerListFlagsEndpoint, async ({ body, user }) => {
    await requireOwnEvent(app.database.db, user, body.event_id);
    const rows = await eventFlags(app.database.db, body.event_id);
    const data = rows.map((row) => ({
      _id: row.flag.id,
      result_id: row.flag.resultId,
      match_no: row.matchNo,
      team_name: row.teamName,
      flagged_by: row.flaggedBy,
      reason: row.flag.reason,
      status: row.flag.status,
      resolution_note: row.flag.resolutionNote,
      created_at: row.flag.createdAt.toISOString(),
    }));
    return { status: true, message: 'Flags fetched', data };
  });
}
