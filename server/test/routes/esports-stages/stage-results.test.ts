import { groupStandings, type StageTables } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, statusOf, fieldOf } from '../../helpers/api';
import { BAD_TOKEN, makeOrganizer } from '../scrim-day/fixtures';
import { createStage, eventWithTeams, postMatch, seedAndSchedule, type Detail } from './fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

type Standing = {
  rank: number;
  team_id: string;
  team_name: string;
  total: number;
  advances: boolean;
  group_name: string;
};
type Tables = StageTables;

/** 8 teams in 4 groups of 2, a balanced rotation of 6 matches, and a final stage of 16. */
async function twoStages(advance = { rule: 'overall', count: 4 }) {
  const { organizer, eventId, teams } = await eventWithTeams(ctx.app, ctx.database, 8);
  const stage = await createStage(ctx.app, organizer, eventId, { advance });
  const final = await createStage(ctx.app, organizer, eventId, {
    name: 'Grand final',
    group_size: 16,
    advance: { rule: 'overall', count: 1 },
  });
  const detail = await seedAndSchedule(ctx.app, organizer, stage._id, 3);
  return { organizer, eventId, teams, stage, final, detail };
}

const lobbyTeams = (detail: Detail, groupIds: string[]) =>
  detail.groups
    .filter((g) => groupIds.includes(g._id))
    .flatMap((g) => g.teams.map((t) => t.team_id));

describe('stage results, tables, close and the next stage', () => {
  it('a match of two groups counts for each group table and the overall table', async () => {
    const { organizer, stage, detail } = await twoStages();
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
    const { organizer, detail } = await twoStages();
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

  it('closes with a preview, fills the final with the top 4, and gives the event standing', async () => {
    const { organizer, eventId, stage, final, detail } = await twoStages();
    for (const match of detail.matches) {
      const lobby = lobbyTeams(detail, match.group_ids).sort();
      await postMatch(ctx.app, organizer, match._id, lobby, [3, 2, 1, 0]);
    }
    const tables = await post<{ data: Tables }>(ctx.app, 'stages/tables', { stage_id: stage._id });
    const top4 = tables.body.data.overall.slice(0, 4).map((row) => row.team_id);
    const preview = await post<{
      data: { advancing: Standing[]; next_stage: { name: string; group_count: number } };
    }>(ctx.app, 'organizer/stage-close-preview', { stage_id: stage._id }, organizer.token);
    expect(preview.body.data.advancing.map((row) => row.team_id)).toEqual(top4);
    expect(preview.body.data.next_stage).toMatchObject({ name: 'Grand final', group_count: 1 });
    // Still open: the preview changed nothing.
    expect(
      (await post<{ data: Tables }>(ctx.app, 'stages/tables', { stage_id: stage._id })).body.data
        .status,
    ).toBe('open');
    const stale = await post(
      ctx.app,
      'organizer/stage-close',
      { stage_id: stage._id, team_ids: [...top4].reverse() },
      organizer.token,
    );
    expect(stale.statusCode).toBe(409);
    const other = await makeOrganizer(ctx.app, ctx.database);
    expect(
      (await post(ctx.app, 'organizer/stage-close', { stage_id: stage._id }, other.token))
        .statusCode,
    ).toBe(403);
    expect(await statusOf(ctx.app, 'organizer/stage-close', { stage_id: stage._id })).toBe(401);
    expect(
      await fieldOf(
        ctx.app,
        'organizer/stage-close',
        { stage_id: stage._id, team_ids: ['x'] },
        organizer.token,
      ),
    ).toBe('team_ids.0');
    const closed = await post(
      ctx.app,
      'organizer/stage-close',
      { stage_id: stage._id, team_ids: top4 },
      organizer.token,
    );
    expect(closed.statusCode).toBe(200);
    // Every team's players are told: the top 4 play the final, the others are out.
    const notices = await ctx.database.query<{ title: string; body: string; n: number }>(
      `SELECT title, body, count(*)::int AS n FROM notifications
       WHERE kind = 'stage_result' AND link = $1 GROUP BY title, body`,
      [`/events/${eventId}`],
    );
    expect(notices).toHaveLength(8);
    expect(notices.every((notice) => notice.n === 4)).toBe(true);
    expect(notices.filter((notice) => notice.title.endsWith(' advances'))).toHaveLength(4);
    expect(notices.filter((notice) => notice.body.endsWith('plays Grand final.'))).toHaveLength(4);
    expect(notices.filter((notice) => notice.body.endsWith('does not advance.'))).toHaveLength(4);
    const finalDetail = await post<{ data: Detail }>(ctx.app, 'stages/detail', {
      stage_id: final._id,
    });
    expect(finalDetail.body.data.groups).toHaveLength(1);
    expect(new Set(finalDetail.body.data.groups[0]!.teams.map((t) => t.team_id))).toEqual(
      new Set(top4),
    );
    // A closed stage takes no more results.
    expect(
      (await postMatch(ctx.app, organizer, detail.matches[0]!._id, [top4[0]!])).statusCode,
    ).toBe(409);
    // The final: one lobby alone, one match; the winner tops the event standing.
    const sched = await post<{ data: Detail }>(
      ctx.app,
      'organizer/stage-schedule',
      { stage_id: final._id, rounds: 1, first_start: new Date(Date.now() + 60_000).toISOString() },
      organizer.token,
    );
    await postMatch(ctx.app, organizer, sched.body.data.matches[0]!._id, [
      top4[3]!,
      top4[0]!,
      top4[1]!,
      top4[2]!,
    ]);
    const standing = await post<{ data: { team_id: string; stage_name: string; rank: number }[] }>(
      ctx.app,
      'stages/event-standing',
      { event_id: eventId },
    );
    expect(standing.body.data).toHaveLength(8);
    expect(standing.body.data[0]).toMatchObject({
      team_id: top4[3],
      stage_name: 'Grand final',
      rank: 1,
    });
    expect(standing.body.data.slice(4).every((row) => row.stage_name === 'Qualifier')).toBe(true);
  });

  it('per-group and manual advancement', async () => {
    const { organizer, stage, detail } = await twoStages({ rule: 'per_group', count: 1 });
    await postMatch(
      ctx.app,
      organizer,
      detail.matches[0]!._id,
      lobbyTeams(detail, detail.matches[0]!.group_ids),
    );
    const preview = await post<{ data: { advancing: Standing[] } }>(
      ctx.app,
      'organizer/stage-close-preview',
      { stage_id: stage._id },
      organizer.token,
    );
    expect(preview.body.data.advancing).toHaveLength(4);
    expect(new Set(preview.body.data.advancing.map((row) => row.group_name)).size).toBe(4);
    const manual = await twoStages({ rule: 'manual', count: 0 });
    const none = await post(
      ctx.app,
      'organizer/stage-close-preview',
      { stage_id: manual.stage._id },
      manual.organizer.token,
    );
    expect(none.body.field).toBe('team_ids');
    const picked = manual.detail.groups.map((g) => g.teams[1]!.team_id);
    const closed = await post<{ data: { advancing: Standing[] } }>(
      ctx.app,
      'organizer/stage-close',
      { stage_id: manual.stage._id, team_ids: picked },
      manual.organizer.token,
    );
    expect(closed.body.data.advancing.map((row) => row.team_id)).toEqual(picked);
  });

  it('releases a stage room only to the rostered players of teams in that lobby', async () => {
    const { organizer, teams, detail } = await twoStages();
    const match = detail.matches[0]!;
    expect(
      await fieldOf(
        ctx.app,
        'organizer/stage-set-room',
        { match_id: match._id, room_id: '', room_password: 'x' },
        organizer.token,
      ),
    ).toBe('room_id');
    const other = await makeOrganizer(ctx.app, ctx.database);
    const room = { match_id: match._id, room_id: '7654321', room_password: 'pw' };
    expect(await statusOf(ctx.app, 'organizer/stage-set-room', room, other.token)).toBe(403);
    expect(await statusOf(ctx.app, 'organizer/stage-set-room', room)).toBe(401);
    expect(await statusOf(ctx.app, 'organizer/stage-set-room', room, organizer.token)).toBe(200);
    const inLobby = new Set(lobbyTeams(detail, match.group_ids));
    const player = teams.find((t) => inLobby.has(t.id))!.players[2]!;
    const outsider = teams.find((t) => !inLobby.has(t.id))!.players[0]!;
    const seen = await post<{ data: { room_id: string } }>(
      ctx.app,
      'stages/room-details',
      { match_id: match._id },
      player.token,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.room_id).toBe('7654321');
    expect(
      (await post(ctx.app, 'stages/room-details', { match_id: match._id }, outsider.token))
        .statusCode,
    ).toBe(403);
    expect(await statusOf(ctx.app, 'stages/room-details', { match_id: match._id })).toBe(401);
    const organizerList = await post<{ data: { room_id: string | null }[] }>(
      ctx.app,
      'organizer/stage-matches',
      { stage_id: detail.stage._id },
      organizer.token,
    );
    expect(organizerList.body.data[0]!.room_id).toBe('7654321');
  });
});
