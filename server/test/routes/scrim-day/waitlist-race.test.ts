import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { runScrimDayTick } from '../../../src/services/scrim-day/day-jobs';
import { MINUTE, createEvent, makeOrganizer, registerNewTeam } from './fixtures';

// PGlite runs one transaction at a time, so only a PostgreSQL server can show a lost race.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let ctx: TestApp;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx?.close());

onPostgres('waitlist under concurrent cancels and check-ins (PostgreSQL)', () => {
  it('never fills more slots than the limit and promotes in waitlist order', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const eventId = await createEvent(ctx.app, organizer, { slots: 4, startsIn: 20 });
    const inSlot = [];
    for (let i = 0; i < 4; i += 1)
      inSlot.push((await registerNewTeam(ctx.app, ctx.database, eventId)).team);
    const waiting = [];
    for (let i = 0; i < 5; i += 1)
      waiting.push((await registerNewTeam(ctx.app, ctx.database, eventId)).team);

    // Three teams cancel while the fourth checks in and the check-in close runs: all at once.
    await Promise.all([
      ...inSlot
        .slice(0, 3)
        .map((team) =>
          post(ctx.app, 'scrim-day/cancel-registration', { event_id: eventId }, team.leader.token),
        ),
      post(ctx.app, 'scrim-day/check-in', { event_id: eventId }, inSlot[3]!.leader.token),
      runScrimDayTick(ctx.app.scrimDayDeps, new Date(Date.now() + 5 * MINUTE)),
    ]);

    const rows = await ctx.database.query<{ team_id: string; status: string }>(
      'SELECT team_id, status FROM event_registrations WHERE event_id = $1 ORDER BY status, waitlist_seq',
      [eventId],
    );
    const slotted = rows.filter((row) => row.status === 'registered').map((row) => row.team_id);
    const [event] = await ctx.database.query<{ total_players_registered: number }>(
      'SELECT total_players_registered FROM esports_events WHERE id = $1',
      [eventId],
    );
    expect(slotted).toHaveLength(4);
    expect(event!.total_players_registered).toBe(16);
    // The first three waitlisted teams got the three freed slots; the last two still wait in order.
    expect(new Set(slotted)).toEqual(
      new Set([inSlot[3]!.id, waiting[0]!.id, waiting[1]!.id, waiting[2]!.id]),
    );
    expect(rows.filter((row) => row.status === 'waitlisted').map((row) => row.team_id)).toEqual([
      waiting[3]!.id,
      waiting[4]!.id,
    ]);
  });
});
