import type { FastifyInstance } from 'fastify';
import { myEventStatesEndpoint, type MyEventState } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import {
  registrationsOfUser,
  waitlistPosition,
} from '../../repositories/scrim-day/scrim-registration-repository';
import { exitsOfUser } from '../../repositories/scrim-day/scrim-slips-repository';
import { toMyState } from '../../services/scrim-day/check-in';

/**
 * scrim-day/my-event-states: the caller's state in every event they are rostered in, and in the
 * events their team left by missing check-in or by disqualification (unless back in it).
 */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, myEventStatesEndpoint, async ({ user }) => {
    const db = app.database.db;
    const rows = await registrationsOfUser(db, user.id);
    const data: MyEventState[] = await Promise.all(
      rows.map(async (row) => {
        const reg = { ...row.reg, teamName: row.teamName, leaderId: row.leaderId };
        const position =
          reg.status === 'waitlisted' ? await waitlistPosition(db, reg.eventId, reg.id) : null;
        return toMyState(reg, user.id, position);
      }),
    );
    const inEvent = new Set(data.map((state) => state.event_id));
    for (const row of await exitsOfUser(db, user.id)) {
      if (inEvent.has(row.exit.eventId)) continue;
      data.push({
        event_id: row.exit.eventId,
        team_id: row.exit.teamId,
        team_name: row.teamName,
        state: row.exit.kind,
        waitlist_position: null,
        is_leader: row.leaderId === user.id,
        reason: row.exit.reason,
      });
    }
    return { status: true, message: 'States fetched', data };
  });
}
