import { groupStandings, type StageTables } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, statusOf, fieldOf } from '../../helpers/api';
import { BAD_TOKEN, makeOrganizer } from '../scrim-day/fixtures';
import { lobbyTeams, postMatch, twoStages } from './fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

type Tables = StageTables;

describe('stage results and tables: post a match, group and overall tables, table image', () => {
  it('a match of two groups counts for each group table and the overall table', async () => {
    const { organizer, stage, detail } = await twoStages(ctx.app, ctx.database);
    const match = detail.matches[0]!;
    const lobby = lobbyTeams(detail, match.group_ids);
    expect(lobby).toHaveLength(4);
    const posted = await postMatch(ctx.app, organizer, match._id, lobby, [5, 0, 2, 1]);
    expect(posted.statusCode).toBe(200);
    const tables = await post<{ data: Tables }>(ctx.app, 'stages/tables', { stage_id: stage._id });
    const t = tables.body.data;
    expect(t.matches_posted).toBe(1);
    // pmgc: 1st 10+5, 2nd 6+0, 3rd 5+2, 4th 4+1.
    expect(t.overall.slice(0, 4).map((row) => [row.team_id, row.total])).toEqual([
      [lobby[0], 15],
      [lobby[2], 7],
      [lobby[1], 6],
      [lobby[3], 5],
    ]);
    const played = t.groups.filter((g) => groupStandings(t, g.group_id).some((s) => s.total > 0));
    expect(played.map((g) => g.name)).toEqual([...match.group_names].sort());
    for (const group of played) {
      const table = groupStandings(t, group.group_id);
      expect(table.map((row) => row.rank)).toEqual([1, 2]);
      expect(table[0]!.total).toBeGreaterThan(table[1]!.total);
    }
    // Top 4 overall advance as the table stands.
    expect(t.overall.filter((row) => row.advances).map((row) => row.team_id)).toEqual(
      t.overall.slice(0, 4).map((row) => row.team_id),
    );
    const matchTable = await post<{ data: { standings: { team_id: string; total: number }[] } }>(
      ctx.app,
      'stages/match-table',
      { match_id: match._id },
    );
    expect(matchTable.body.data.standings.map((row) => row.total)).toEqual([15, 7, 6, 5]);
    // Posting again replaces the match's lines.
    await postMatch(ctx.app, organizer, match._id, [...lobby].reverse());
    const replaced = await post<{ data: Tables }>(ctx.app, 'stages/tables', {
      stage_id: stage._id,
    });
    expect(replaced.body.data.overall[0]!.team_id).toBe(lobby[3]);
    expect(replaced.body.data.overall.reduce((sum, row) => sum + row.total, 0)).toBe(
      10 + 6 + 5 + 4,
    );
    // The same table as the points-table PNG (1080 x 1350), overall or one group's.
    const image = await post<{ data_base64: string; width: number; filename: string }>(
      ctx.app,
      'stages/table-image',
      { stage_id: stage._id, group_id: replaced.body.data.groups[0]!.group_id },
    );
    expect(image.statusCode).toBe(200);
    expect(image.body.filename).toBe('Qualifier-Group-A-table.png');
    expect(Buffer.from(image.body.data_base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // A Hindi reader's image: other words drawn (issue 23), the same file name.
    const hindi = await post<{ filename: string; data_base64: string }>(
      ctx.app,
      'stages/table-image',
      { stage_id: stage._id, group_id: replaced.body.data.groups[0]!.group_id, language: 'hi' },
    );
    expect(hindi.body.filename).toBe('Qualifier-Group-A-table.png');
    expect(hindi.body.data_base64).not.toBe(image.body.data_base64);
    const unknownGroup = { stage_id: stage._id, group_id: '00000000-0000-4000-8000-000000000000' };
    expect(await statusOf(ctx.app, 'stages/table-image', unknownGroup)).toBe(404);
    expect(await fieldOf(ctx.app, 'stages/table-image', { stage_id: 'x' })).toBe('stage_id');
  });

  it('refuses a team outside the lobby, a placement beyond it, and bad input, naming the field', async () => {
    const { organizer, detail } = await twoStages(ctx.app, ctx.database);
    const match = detail.matches[0]!;
    const lobby = lobbyTeams(detail, match.group_ids);
    const outsider = detail.groups.find((g) => !match.group_ids.includes(g._id))!.teams[0]!.team_id;
    const send = (results: unknown, token = organizer.token) =>
      post(ctx.app, 'organizer/stage-post-results', { match_id: match._id, results }, token);
    expect((await send([{ team_id: outsider, placement: 1, kills: 0 }])).body.field).toBe(
      'results.0.team_id',
    );
    expect((await send([{ team_id: lobby[0], placement: 5, kills: 0 }])).body.field).toBe(
      'results.0.placement',
    );
    expect((await send([{ team_id: lobby[0], placement: 1, kills: -1 }])).body.field).toBe(
      'results.0.kills',
    );
    expect((await send([])).body.field).toBe('results');
    const good = [{ team_id: lobby[0], placement: 1, kills: 0 }];
    expect((await send(good, BAD_TOKEN)).statusCode).toBe(401);
    const other = await makeOrganizer(ctx.app, ctx.database);
    expect((await send(good, other.token)).statusCode).toBe(403);
    // Nothing was stored by the refusals.
    const tables = await post<{ data: Tables }>(ctx.app, 'stages/tables', {
      stage_id: detail.stage._id,
    });
    expect(tables.body.data.matches_posted).toBe(0);
    // The draw cannot change once results count.
    expect((await send(good)).statusCode).toBe(200);
    const reseed = await post(
      ctx.app,
      'organizer/stage-seed',
      { stage_id: detail.stage._id, method: 'random' },
      organizer.token,
    );
    expect(reseed.statusCode).toBe(409);
  });
});
