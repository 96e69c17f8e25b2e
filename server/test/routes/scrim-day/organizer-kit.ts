import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/database';
import { post, statusOf, type TestUser } from '../../helpers/api';
import { BAD_TOKEN, createEvent, makeOrganizer, registerNewTeam } from './fixtures';

// The organiser console's tests share these (organizer-events, day-slips-schedule,
// day-slips-team-outcomes).

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
