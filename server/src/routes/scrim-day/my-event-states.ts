import type { FastifyInstance } from 'fastify';
import { myEventStatesEndpoint } from '@bgmi/shared/day-and-money';
import { postEndpoint } from '../../lib/endpoint-route';
import {
  registrationsOfUser,
  waitlistPosition,
} from '../../repositories/scrim-registration-repository';
import { toMyState } from '../../services/scrim-day/check-in';

/** scrim-day/my-event-states: the caller's state in every event they are rostered in. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, myEventStatesEndpoint, async ({ user }) => {
    const db = app.database.db;
    const rows = await registrationsOfUser(db, user.id);
    const data = await Promise.all(
      rows.map(async (row) => {
        const reg = { ...row.reg, teamName: row.teamName, leaderId: row.leaderId };
        const position =
          reg.status === 'waitlisted' ? await waitlistPosition(db, reg.eventId, reg.id) : null;
        return toMyState(reg, user.id, position);
      }),
    );
    return { status: true, message: 'States fetched', data };
  });
}
