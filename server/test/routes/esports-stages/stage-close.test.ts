import type { StageTables } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, statusOf, fieldOf } from '../../helpers/api';
import { makeOrganizer } from '../scrim-day/fixtures';
import { lobbyTeams, postMatch, twoStages, type Detail } from './fixtures';

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

describe('stage close: preview, close, the next stage and the event standing', () => {
  it('closes with a preview, fills the final with the top 4, and gives the event standing', async () => {
    const { organizer, eventId, stage, final, detail } = await twoStages(ctx.app, ctx.database);
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
    const { organizer, stage, detail } = await twoStages(ctx.app, ctx.database, {
      rule: 'per_group',
      count: 1,
    });
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
    const manual = await twoStages(ctx.app, ctx.database, { rule: 'manual', count: 0 });
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
});
