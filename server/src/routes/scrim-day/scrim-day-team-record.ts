import type { FastifyInstance } from 'fastify';
import { teamRecordEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { teamRecord } from '../../services/scrim-day/team-history';

/** scrim-day/team-record: events, matches played, wins, kills and no-shows of a team. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, teamRecordEndpoint, async ({ body }) => {
    const data = await teamRecord(app.database.db, body.team_id);
    return { status: true, message: 'Team record fetched', data };
  });
}
