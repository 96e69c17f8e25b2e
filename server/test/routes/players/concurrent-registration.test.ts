import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { ids, makeEvent, makeTeam } from '../esports-events/fixtures';

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
      const answers = await Promise.all(
        teams.map((team) =>
          post(
            ctx.app,
            'register-tournament',
            {
              tournament_id: event.id,
              team_name: team.name,
              bgmiUserId: team.leader.bgmiUserId,
              selectedPlayers: ids(team.players),
            },
            team.leader.token,
          ),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes.filter((code) => code === 200)).toHaveLength(3);
      expect(codes.filter((code) => code === 409)).toHaveLength(5);
      const [row] = await ctx.database.query<{ total: number; players: string }>(
        `SELECT e.total_players_registered AS total,
                (SELECT count(*) FROM event_registration_players p WHERE p.event_id = e.id)::text AS players
           FROM esports_events e WHERE e.id = $1`,
        [event.id],
      );
      expect(row!.total).toBe(12);
      expect(Number(row!.players)).toBe(12);
    }
  });
});
