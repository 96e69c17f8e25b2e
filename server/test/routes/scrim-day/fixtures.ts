import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/database';
import { post, signUp, type TestUser } from '../../helpers/api';
import { makeTeam, registerTeam } from '../esports-events/fixtures';

const MINUTE = 60_000;

/** A user with the organiser role. */
export async function makeOrganizer(app: FastifyInstance, database: Database): Promise<TestUser> {
  const user = await signUp(app);
  await database.query('UPDATE users SET is_organizer = true WHERE id = $1', [user.id]);
  return user;
}

/** An event created through organizer/create-event, starting `startsIn` minutes from now. */
export async function createEvent(
  app: FastifyInstance,
  organizer: TestUser,
  { slots = 2, startsIn = 20, extra = {} as Record<string, unknown> } = {},
) {
  const start = new Date(Date.now() + startsIn * MINUTE);
  const answer = await post<{ data: { _id: string } }>(
    app,
    'organizer/create-event',
    {
      kind: 'scrim',
      title: `Scrim ${Math.random().toString(36).slice(2, 7)}`,
      map: 'Erangel',
      slots,
      sessionStartTime: start.toISOString(),
      sessionEndTime: new Date(start.getTime() + 180 * MINUTE).toISOString(),
      ...extra,
    },
    organizer.token,
  );
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data._id;
}

/** A new 4-player team registered in the event; answers the team and the registration answer. */
export async function registerNewTeam(app: FastifyInstance, database: Database, eventId: string) {
  const team = await makeTeam(app, database);
  const answer = await registerTeam<{ waitlisted?: boolean; waitlist_position?: number }>(
    app,
    team,
    eventId,
  );
  return { team, answer };
}

/**
 * A 2-slot event 20 minutes away, both teams checked in, and a match with a room five minutes
 * away: inside the default 10-minute release window, so the room is out already.
 */
export async function dayWithTwoTeams(app: FastifyInstance, database: Database) {
  const organizer = await makeOrganizer(app, database);
  const eventId = await createEvent(app, organizer, { slots: 2, startsIn: 20 });
  const a = await registerNewTeam(app, database, eventId);
  const b = await registerNewTeam(app, database, eventId);
  await post(app, 'scrim-day/check-in', { event_id: eventId }, a.team.leader.token);
  await post(app, 'scrim-day/check-in', { event_id: eventId }, b.team.leader.token);
  const match = await post<{ data: { _id: string; match_no: number } }>(
    app,
    'organizer/create-match',
    {
      event_id: eventId,
      map: 'Miramar',
      start_time: new Date(Date.now() + 5 * MINUTE).toISOString(),
      room_id: '1234567',
      room_password: 'pw12',
    },
    organizer.token,
  );
  return { organizer, eventId, a: a.team, b: b.team, matchId: match.body.data._id };
}

/** What the token's player sees of each event their teams are in (scrim-day/my-event-states). */
export async function eventStates(app: FastifyInstance, token: string) {
  type States = { data: { event_id: string; state: string; reason?: string | null }[] };
  return (await post<States>(app, 'scrim-day/my-event-states', {}, token)).body.data;
}

/** The token's player's notifications (notifications/list). */
export async function notices(app: FastifyInstance, token: string) {
  type Notices = { data: { kind: string; title: string; body: string }[] };
  return (await post<Notices>(app, 'notifications/list', {}, token)).body.data;
}

export const BAD_TOKEN = 'not-a-real-token-0000000000000000';
export { MINUTE };
