import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, statusOf, fieldOf } from '../../helpers/api';
import { BAD_TOKEN, dayWithTwoTeams, makeOrganizer } from './fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

describe('match results: points table, team record, notices, flags, the table image', () => {
  it('posts results, ranks by the preset, feeds the team record, notifies, and allows a flag', async () => {
    const { organizer, eventId, a, b, matchId } = await dayWithTwoTeams(ctx.app, ctx.database);
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
});
