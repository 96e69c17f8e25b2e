import { createTestApp, type TestApp } from '../../helpers/test-app';
import { registerTeams } from '../../../src/services/registration-batch';
import { HttpError } from '../../../src/lib/http-error';
import { ids, makeEvent, makeTeam, registrationOf } from './fixtures';

// Issue 22: the calls ready at one turn of the arrival gate are registered in ONE batch. A call
// sees the ones before it in the same batch (slots, waitlist, a team or player already in), and
// a refusal stays its own call's.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const body = (eventId: string, team: Awaited<ReturnType<typeof makeTeam>>) =>
  registrationOf(team, eventId);

describe('registerTeams (one batch)', () => {
  it('fills the slots then numbers the waitlist in order, refusing doubles inside the batch', async () => {
    const event = await makeEvent(ctx.database, 'upcoming', { maxPlayers: 8 });
    const teams = [];
    for (let i = 0; i < 4; i += 1) teams.push(await makeTeam(ctx.app, ctx.database));
    const [a, b, c, d] = teams as [
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
    ];
    const answers = await registerTeams(ctx.database, [
      { callerId: a.leader.id, body: body(event.id, a) },
      { callerId: b.leader.id, body: body(event.id, b) },
      { callerId: a.leader.id, body: body(event.id, a) },
      { callerId: c.leader.id, body: body(event.id, c) },
      { callerId: b.leader.id, body: body(event.id, d) },
      { callerId: d.leader.id, body: body(event.id, d) },
      { callerId: d.leader.id, body: { ...body(event.id, d), tournament_id: crypto.randomUUID() } },
    ]);
    expect(answers.slice(0, 2)).toEqual([{ waitlistPosition: null }, { waitlistPosition: null }]);
    expect(answers[2]).toBeInstanceOf(HttpError);
    expect((answers[2] as HttpError).statusCode).toBe(409);
    expect(answers[3]).toEqual({ waitlistPosition: 1 });
    expect((answers[4] as HttpError).statusCode).toBe(403);
    expect(answers[5]).toEqual({ waitlistPosition: 2 });
    expect((answers[6] as HttpError).statusCode).toBe(404);
    const rows = await ctx.database.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM event_registrations WHERE event_id = $1 GROUP BY status ORDER BY status`,
      [event.id],
    );
    expect(rows).toEqual([
      { status: 'registered', n: 2 },
      { status: 'waitlisted', n: 2 },
    ]);
    const [counter] = await ctx.database.query<{ total_players_registered: number }>(
      'SELECT total_players_registered FROM esports_events WHERE id = $1',
      [event.id],
    );
    expect(counter!.total_players_registered).toBe(8);
    // A later batch continues the waitlist where this one stopped.
    const e = await makeTeam(ctx.app, ctx.database);
    expect(
      await registerTeams(ctx.database, [{ callerId: e.leader.id, body: body(event.id, e) }]),
    ).toEqual([{ waitlistPosition: 3 }]);
  });

  it('names the players already in the event through another team', async () => {
    const event = await makeEvent(ctx.database, 'upcoming');
    const a = await makeTeam(ctx.app, ctx.database);
    const b = await makeTeam(ctx.app, ctx.database);
    await ctx.database.query(
      "INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'member')",
      [b.id, a.players[1]!.id],
    );
    const answers = await registerTeams(ctx.database, [
      { callerId: a.leader.id, body: body(event.id, a) },
      {
        callerId: b.leader.id,
        body: {
          ...body(event.id, b),
          selectedPlayers: [...ids(b.players).slice(0, 3), a.players[1]!.bgmiUserId],
        },
      },
    ]);
    expect(answers[0]).toEqual({ waitlistPosition: null });
    expect((answers[1] as HttpError & { players: string[] }).players).toEqual([
      a.players[1]!.bgmiUserId,
    ]);
  });
});
