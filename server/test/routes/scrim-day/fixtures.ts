import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/database';
import { post, signUp, statusOf, type TestUser } from '../../helpers/api';
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

export const BAD_TOKEN = 'not-a-real-token-0000000000000000';

/**
 * Two organisers and the first one's full 2-slot event (two hours away): `a` holds a slot, a
 * second team the other, and `w` is first on the waitlist.
 */
export async function fullEventWithWaitlist(app: FastifyInstance, database: Database) {
  const organizer = await makeOrganizer(app, database);
  const other = await makeOrganizer(app, database);
  const eventId = await createEvent(app, organizer, { slots: 2, startsIn: 120 });
  const a = await registerNewTeam(app, database, eventId);
  await registerNewTeam(app, database, eventId);
  const w = await registerNewTeam(app, database, eventId);
  return { organizer, other, eventId, a, w };
}

/**
 * The refusals every organiser call shares: 400 naming the field of `bad`, 401 for a token of no
 * one, 403 for another organiser (`stranger`) on the `owner`'s event.
 */
export async function expectOrganizerRefusals(
  app: FastifyInstance,
  path: string,
  good: Record<string, unknown>,
  bad: { body: Record<string, unknown>; field: string },
  owner: TestUser,
  stranger: TestUser,
) {
  const invalid = await post(app, path, bad.body, owner.token);
  expect(invalid.statusCode).toBe(400);
  expect(invalid.body.field).toBe(bad.field);
  expect(await statusOf(app, path, good, BAD_TOKEN)).toBe(401);
  const foreign = await post(app, path, good, stranger.token);
  expect(foreign.statusCode).toBe(403);
  expect(foreign.body.message).toBe('You can only change events you created');
}
export { MINUTE };
