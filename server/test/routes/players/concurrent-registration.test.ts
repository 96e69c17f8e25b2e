import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeEvent, makeTeam, registerTeam } from '../esports-events/fixtures';

/**
 * Leaders racing for the last slots of an event, on a real PostgreSQL server (PGlite runs one
 * transaction at a time, so a race cannot happen there). Runs only with TEST_DATABASE_URL.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let ctx: TestApp;
onPostgres('concurrent register-tournament', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('never lets an event pass max_players', async () => {
    // Room for 3 squads; 8 leaders try at once, twice over.
    for (let round = 0; round < 2; round += 1) {
      const event = await makeEvent(ctx.database, 'upcoming', { maxPlayers: 12 });
      const teams = [];
      for (let i = 0; i < 8; i += 1) teams.push(await makeTeam(ctx.app, ctx.database));
      const answers = await Promise.all(teams.map((team) => registerTeam(ctx.app, team, event.id)));
      // DESIGN 7: the 5 beyond the slots are waitlisted at positions 1-5, none in a slot.
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      const positions = answers
        .map((answer) => (answer.body as { waitlist_position?: number | null }).waitlist_position)
        .filter((position): position is number => typeof position === 'number')
        .sort();
      expect(positions).toEqual([1, 2, 3, 4, 5]);
      const [row] = await ctx.database.query<{ total: number; players: string }>(
        `SELECT e.total_players_registered AS total,
                (SELECT count(*) FROM event_registration_players p JOIN event_registrations r
                   ON r.id = p.registration_id AND r.status = 'registered'
                  WHERE p.event_id = e.id)::text AS players
           FROM esports_events e WHERE e.id = $1`,
        [event.id],
      );
      expect(row!.total).toBe(12);
      expect(Number(row!.players)).toBe(12);
    }
  });
});
