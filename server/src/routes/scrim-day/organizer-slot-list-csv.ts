import type { FastifyInstance } from 'fastify';
import { organizerSlotListCsvEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { organizerTeams, slotListCsv } from '../../services/scrim-day/slot-list';

/** organizer/slot-list-csv: the slot list as CSV text. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerSlotListCsvEndpoint, async ({ body, user }) => {
    const day = await requireOwnEvent(app.database.db, user, body.event_id);
    const teams = await organizerTeams(app.database.db, body.event_id);
    const slug = day.event.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event';
    return {
      status: true,
      message: 'Slot list ready',
      filename: `${slug}-slots.csv`,
      csv: slotListCsv(teams),
    };
  });
}
