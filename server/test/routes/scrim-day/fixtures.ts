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

export const BAD_TOKEN = 'not-a-real-token-0000000000000000';
export { MINUTE };
