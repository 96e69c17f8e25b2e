import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf, fieldOf } from '../../helpers/api';
import { runScrimDayTick } from '../../../src/services/scrim-day/day-jobs';
import { BAD_TOKEN, MINUTE, createEvent, makeOrganizer, registerNewTeam } from './fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

async function dayWithTwoTeams() {
  const organizer = await makeOrganizer(ctx.app, ctx.database);
  const eventId = await createEvent(ctx.app, organizer, { slots: 2, startsIn: 20 });
  const a = await registerNewTeam(ctx.app, ctx.database, eventId);
  const b = await registerNewTeam(ctx.app, ctx.database, eventId);
  await post(ctx.app, 'scrim-day/check-in', { event_id: eventId }, a.team.leader.token);
  await post(ctx.app, 'scrim-day/check-in', { event_id: eventId }, b.team.leader.token);
  const match = await post<{ data: { _id: string; match_no: number } }>(
    ctx.app,
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

describe('matches, room details, results, points table, flags', () => {
  it('releases the room to rostered players of checked-in teams only and logs each view', async () => {
    const { organizer, a, matchId } = await dayWithTwoTeams();
    const stranger = await signUp(ctx.app);
    const denied = await post(
      ctx.app,
      'scrim-day/room-details',
      { match_id: matchId },
      stranger.token,
    );
    expect(denied.statusCode).toBe(403);
    const member = await post<{ data: { room_id: string; room_password: string } }>(
      ctx.app,
      'scrim-day/room-details',
      { match_id: matchId },
      a.players[3]!.token,
    );
    expect(member.statusCode).toBe(200);
    expect(member.body.data).toMatchObject({ room_id: '1234567', room_password: 'pw12' });
    const [views] = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM room_views WHERE match_id = $1',
      [matchId],
    );
    expect(views!.n).toBe(1);
    expect(
      await fieldOf(ctx.app, 'scrim-day/room-details', { match_id: 'x' }, a.leader.token),
    ).toBe('match_id');
    expect(
      await statusOf(ctx.app, 'scrim-day/room-details', { match_id: matchId }, BAD_TOKEN),
    ).toBe(401);
    // The organiser list shows the room; another organiser is refused.
    const other = await makeOrganizer(ctx.app, ctx.database);
    const list = await post<{ data: { room_id: string }[] }>(
      ctx.app,
      'organizer/list-matches',
      {
        event_id: (
          await ctx.database.query<{ event_id: string }>(
            'SELECT event_id FROM event_matches WHERE id = $1',
            [matchId],
          )
        )[0]!.event_id,
      },
      organizer.token,
    );
    expect(list.body.data[0]!.room_id).toBe('1234567');
    expect(
      await statusOf(
        ctx.app,
        'organizer/edit-match',
        { match_id: matchId, room_id: '999' },
        other.token,
      ),
    ).toBe(403);
    expect(
      await fieldOf(
        ctx.app,
        'organizer/edit-match',
        { match_id: matchId, start_time: '2026-02-30T10:00' },
        organizer.token,
      ),
    ).toBe('start_time');
    const edited = await post<{ data: { room_id: string } }>(
      ctx.app,
      'organizer/edit-match',
      { match_id: matchId, room_id: '999' },
      organizer.token,
    );
    expect(edited.body.data.room_id).toBe('999');
  });

  it('refuses the room before the release time', async () => {
    const { organizer, eventId, a } = await dayWithTwoTeams();
    const later = await post<{ data: { _id: string } }>(
      ctx.app,
      'organizer/create-match',
      {
        event_id: eventId,
        map: 'Sanhok',
        start_time: new Date(Date.now() + 60 * MINUTE).toISOString(),
        room_id: '1',
        room_password: '2',
      },
      organizer.token,
    );
    const early = await post(
      ctx.app,
      'scrim-day/room-details',
      { match_id: later.body.data._id },
      a.leader.token,
    );
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe('The room details are not released yet');
  });

  it('posts results, ranks by the preset, feeds the team record, notifies, and allows a flag', async () => {
    const { organizer, eventId, a, b, matchId } = await dayWithTwoTeams();
    const bad = await post(
      ctx.app,
      'organizer/post-results',
      { match_id: matchId, results: [{ team_id: a.id, placement: 0, kills: 1 }] },
      organizer.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toMatch(/results/);
    const other = await makeOrganizer(ctx.app, ctx.database);
    expect(
      await statusOf(
        ctx.app,
        'organizer/post-results',
        { match_id: matchId, results: [{ team_id: a.id, placement: 1, kills: 1 }] },
        other.token,
      ),
    ).toBe(403);
    expect(
      (await post(ctx.app, 'organizer/post-results', { match_id: matchId, results: [] }, BAD_TOKEN))
        .statusCode,
    ).toBe(401);
    // pmgc: 1st = 10 + 2 kills = 12; 2nd = 6 + 8 kills = 14 -> B leads on points.
    const posted = await post(
      ctx.app,
      'organizer/post-results',
      {
        match_id: matchId,
        results: [
          { team_id: a.id, placement: 1, kills: 2 },
          { team_id: b.id, placement: 2, kills: 8 },
        ],
      },
      organizer.token,
    );
    expect(posted.body).toMatchObject({ status: true, posted: 2 });
    const table = await post<{
      data: {
        overall: { team_name: string; total: number; dinners: number }[];
        match_count: number;
        matches: { standings: { result_id: string; team_name: string }[] }[];
      };
    }>(ctx.app, 'scrim-day/points-table', { event_id: eventId });
    expect(table.body.data.match_count).toBe(1);
    expect(table.body.data.overall.map((r) => [r.team_name, r.total, r.dinners])).toEqual([
      [b.name, 14, 0],
      [a.name, 12, 1],
    ]);
    const [record] = await ctx.database.query<{
      total_matches_played: number;
      total_wins: number;
      team_rank: number;
    }>('SELECT total_matches_played, total_wins, team_rank FROM teams WHERE id = $1', [a.id]);
    expect(record).toMatchObject({ total_matches_played: 1, total_wins: 1 });
    expect(record!.team_rank).toBeGreaterThan(0);
    const inbox = await post<{ data: { _id: string; kind: string }[]; unread_count: number }>(
      ctx.app,
      'notifications/list',
      {},
      a.players[1]!.token,
    );
    expect(inbox.body.data[0]).toMatchObject({ kind: 'results_posted' });

    // Flags: only the team's captain; the organiser resolves.
    const resultOfA = table.body.data.matches[0]!.standings.find(
      (s) => s.team_name === a.name,
    )!.result_id;
    expect(
      await statusOf(
        ctx.app,
        'scrim-day/flag-result',
        { result_id: resultOfA, reason: 'We had 3 kills' },
        b.leader.token,
      ),
    ).toBe(403);
    expect(
      await fieldOf(
        ctx.app,
        'scrim-day/flag-result',
        { result_id: resultOfA, reason: ' ' },
        a.leader.token,
      ),
    ).toBe('reason');
    expect(
      await statusOf(
        ctx.app,
        'scrim-day/flag-result',
        { result_id: resultOfA, reason: 'x' },
        BAD_TOKEN,
      ),
    ).toBe(401);
    const flag = await post<{ flag_id: string }>(
      ctx.app,
      'scrim-day/flag-result',
      { result_id: resultOfA, reason: 'We had 3 kills' },
      a.leader.token,
    );
    expect(flag.statusCode).toBe(200);
    const flags = await post<{ data: { status: string }[] }>(
      ctx.app,
      'organizer/list-flags',
      { event_id: eventId },
      organizer.token,
    );
    expect(flags.body.data).toEqual([
      expect.objectContaining({ status: 'open', reason: 'We had 3 kills' }),
    ]);
    expect(
      await statusOf(ctx.app, 'organizer/list-flags', { event_id: eventId }, other.token),
    ).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        'organizer/edit-result',
        { result_id: resultOfA, placement: 1, kills: 3 },
        other.token,
      ),
    ).toBe(403);
    expect(
      await fieldOf(
        ctx.app,
        'organizer/edit-result',
        { result_id: resultOfA, placement: 30, kills: 3 },
        organizer.token,
      ),
    ).toBe('placement');
    expect(
      await statusOf(
        ctx.app,
        'organizer/edit-result',
        { result_id: resultOfA, placement: 1, kills: 3 },
        organizer.token,
      ),
    ).toBe(200);
    expect(
      await fieldOf(
        ctx.app,
        'organizer/resolve-flag',
        { flag_id: flag.body.flag_id, status: 'maybe' },
        organizer.token,
      ),
    ).toBe('status');
    expect(
      await statusOf(
        ctx.app,
        'organizer/resolve-flag',
        { flag_id: flag.body.flag_id, status: 'accepted' },
        other.token,
      ),
    ).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        'organizer/resolve-flag',
        { flag_id: flag.body.flag_id, status: 'accepted' },
        organizer.token,
      ),
    ).toBe(200);

    // The PNG: 1080 x 1350 from the IHDR chunk.
    const image = await post<{ data_base64: string; width: number }>(
      ctx.app,
      'scrim-day/points-table-image',
      { event_id: eventId },
    );
    const png = Buffer.from(image.body.data_base64, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
    expect(await fieldOf(ctx.app, 'scrim-day/points-table-image', { event_id: 'x' })).toBe(
      'event_id',
    );
    expect(await fieldOf(ctx.app, 'scrim-day/points-table', { event_id: 'x' })).toBe('event_id');
  });

  it('tells checked-in players when the room is released (background tick)', async () => {
    const { a } = await dayWithTwoTeams();
    await runScrimDayTick(ctx.app.scrimDayDeps, new Date());
    const inbox = await post<{ data: { kind: string }[] }>(
      ctx.app,
      'notifications/list',
      {},
      a.players[2]!.token,
    );
    expect(inbox.body.data.map((n) => n.kind)).toContain('room_released');
  });
});
