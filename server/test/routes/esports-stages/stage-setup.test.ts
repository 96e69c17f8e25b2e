import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, statusOf, fieldOf } from '../../helpers/api';
import { BAD_TOKEN, makeOrganizer } from '../scrim-day/fixtures';
import { createStage, eventWithTeams, type Detail } from './fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

const FIRST = new Date(Date.now() + 3_600_000).toISOString();

describe('stage set-up: create, seed, move a team, schedule', () => {
  it('runs the organiser through a stage of 4 groups of 2 in rotation', async () => {
    const { organizer, eventId, teams } = await eventWithTeams(ctx.app, ctx.database, 8);
    const stage = await createStage(ctx.app, organizer, eventId);
    expect(stage.stage_no).toBe(1);
    const second = await createStage(ctx.app, organizer, eventId, {
      name: 'Final',
      group_size: 16,
    });
    expect(second.stage_no).toBe(2);

    const seeded = await post<{ data: Detail }>(
      ctx.app,
      'organizer/stage-seed',
      { stage_id: stage._id, method: 'registration' },
      organizer.token,
    );
    expect(seeded.statusCode).toBe(200);
    expect(seeded.body.data.groups.map((g) => g.name)).toEqual(['A', 'B', 'C', 'D']);
    // Registration order: the first two registered are group A.
    expect(seeded.body.data.groups[0]!.teams.map((t) => t.team_name)).toEqual(
      teams.slice(0, 2).map((t) => t.name),
    );

    const random = await post<{ data: Detail }>(
      ctx.app,
      'organizer/stage-seed',
      { stage_id: stage._id, method: 'random', seed: 'finals-2026' },
      organizer.token,
    );
    expect(random.body.data.stage.seed).toBe('finals-2026');
    const again = await post<{ data: Detail }>(
      ctx.app,
      'organizer/stage-seed',
      { stage_id: stage._id, method: 'random', seed: 'finals-2026' },
      organizer.token,
    );
    const names = (d: Detail) => d.groups.map((g) => g.teams.map((t) => t.team_name));
    expect(names(again.body.data)).toEqual(names(random.body.data));
    const shown = await post<{ data: Detail }>(
      ctx.app,
      'organizer/stage-seed',
      { stage_id: stage._id, method: 'random' },
      organizer.token,
    );
    expect(shown.body.data.stage.seed).toMatch(/^[0-9a-f]{8}$/);

    // By hand: move A's first team to B (B then holds 3).
    const [a, b] = shown.body.data.groups;
    const moved = await post<{ data: Detail }>(
      ctx.app,
      'organizer/stage-move-team',
      { stage_id: stage._id, team_id: a!.teams[0]!.team_id, group_id: b!._id },
      organizer.token,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data.groups[1]!.teams).toHaveLength(3);
    expect(moved.body.data.groups[0]!.teams).toHaveLength(1);
    await post(
      ctx.app,
      'organizer/stage-move-team',
      { stage_id: stage._id, team_id: a!.teams[0]!.team_id, group_id: a!._id },
      organizer.token,
    );

    const schedule = await post<{ data: Detail }>(
      ctx.app,
      'organizer/stage-schedule',
      { stage_id: stage._id, groups_per_match: 2, rounds: 3, first_start: FIRST },
      organizer.token,
    );
    expect(schedule.statusCode).toBe(200);
    expect(schedule.body.message).toBe('Schedule generated. Every pair of groups meets 1 time.');
    expect(schedule.body.data.matches).toHaveLength(6);
    const pairs = schedule.body.data.matches.map((m) => [...m.group_names].sort().join(''));
    expect(new Set(pairs)).toEqual(new Set(['AB', 'AC', 'AD', 'BC', 'BD', 'CD']));

    const unbalanced = await post<{ data: Detail }>(
      ctx.app,
      'organizer/stage-schedule',
      { stage_id: stage._id, groups_per_match: 2, rounds: 2, first_start: FIRST },
      organizer.token,
    );
    expect(unbalanced.body.message).toMatch(
      /Not balanced: pairs of groups meet between 0 and 1 times\. Use a multiple of 3 rounds/,
    );
    // Its sentences by code, for a Hindi reader's client (issue 23).
    expect(unbalanced.body.data.balance?.words).toEqual([
      { code: 'stage-balance.uneven', params: { min: '0', max: '1' } },
      { code: 'stage-balance.hint_cycle', params: { cycle: '3' } },
    ]);

    // Public reads: the list, the detail (no rooms).
    const list = await post<{ data: { name: string; team_count: number }[] }>(
      ctx.app,
      'stages/list',
      {
        event_id: eventId,
      },
    );
    expect(list.body.data.map((s) => [s.name, s.team_count])).toEqual([
      ['Qualifier', 8],
      ['Final', 0],
    ]);
    const detail = await post<{ data: Detail }>(ctx.app, 'stages/detail', { stage_id: stage._id });
    expect(detail.body.data.balance?.balanced).toBe(false);
    expect(JSON.stringify(detail.body.data)).not.toMatch(/room_id/);
  });

  it('400 names the field, 401 without a token, 403 for another organiser, 404 unknown', async () => {
    const { organizer, eventId } = await eventWithTeams(ctx.app, ctx.database, 2);
    const other = await makeOrganizer(ctx.app, ctx.database);
    const field = async (path: string, body: unknown, token = organizer.token) =>
      (await post(ctx.app, path, body, token)).body.field;
    expect(await field('organizer/stage-create', { event_id: eventId, name: '' })).toBe('name');
    expect(
      await field('organizer/stage-create', { event_id: eventId, name: 'Q', group_size: 26 }),
    ).toBe('group_size');
    expect(
      await field('organizer/stage-create', {
        event_id: eventId,
        name: 'Q',
        advance: { rule: 'top' },
      }),
    ).toBe('advance.rule');
    expect(
      await field('organizer/stage-create', {
        event_id: eventId,
        name: 'Q',
        advance: { rule: 'overall', count: 0 },
      }),
    ).toBe('advance.count');
    const stage = await createStage(ctx.app, organizer, eventId, { group_size: 1 });
    expect(await field('organizer/stage-seed', { stage_id: stage._id, method: 'alphabet' })).toBe(
      'method',
    );
    expect(
      await field('organizer/stage-move-team', {
        stage_id: stage._id,
        team_id: 'x',
        group_id: 'y',
      }),
    ).toBe('team_id');
    expect(
      await field('organizer/stage-schedule', {
        stage_id: stage._id,
        rounds: 1,
        first_start: '2026-02-30T10:00',
      }),
    ).toBe('first_start');
    expect(
      await statusOf(
        ctx.app,
        'organizer/stage-schedule',
        { stage_id: stage._id, rounds: 1, first_start: FIRST },
        organizer.token,
      ),
    ).toBe(409); // not seeded yet
    await post(
      ctx.app,
      'organizer/stage-seed',
      { stage_id: stage._id, method: 'registration' },
      organizer.token,
    );
    // Two groups of one: three per lobby is more groups than there are.
    expect(
      await field('organizer/stage-schedule', {
        stage_id: stage._id,
        groups_per_match: 3,
        rounds: 1,
        first_start: FIRST,
      }),
    ).toBe('groups_per_match');
    const bodies: [string, Record<string, unknown>][] = [
      ['organizer/stage-create', { event_id: eventId, name: 'Q2', advance: { rule: 'manual' } }],
      ['organizer/stage-seed', { stage_id: stage._id, method: 'registration' }],
      ['organizer/stage-schedule', { stage_id: stage._id, rounds: 1, first_start: FIRST }],
      ['organizer/stage-matches', { stage_id: stage._id }],
      ['organizer/stage-close-preview', { stage_id: stage._id }],
    ];
    for (const [path, body] of bodies) {
      expect([path, (await post(ctx.app, path, body)).statusCode]).toEqual([path, 401]);
      expect([path, (await post(ctx.app, path, body, BAD_TOKEN)).statusCode]).toEqual([path, 401]);
      expect([path, (await post(ctx.app, path, body, other.token)).statusCode]).toEqual([
        path,
        403,
      ]);
      expect([path, (await post(ctx.app, path, body, organizer.token)).statusCode]).toEqual([
        path,
        200,
      ]);
    }
    const detail = await post<{ data: Detail }>(ctx.app, 'stages/detail', { stage_id: stage._id });
    const [g1, g2] = detail.body.data.groups;
    const move = { stage_id: stage._id, team_id: g1!.teams[0]!.team_id, group_id: g2!._id };
    expect(await statusOf(ctx.app, 'organizer/stage-move-team', move, other.token)).toBe(403);
    expect(await statusOf(ctx.app, 'organizer/stage-move-team', move)).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await statusOf(ctx.app, 'stages/detail', { stage_id: unknown })).toBe(404);
    expect(await fieldOf(ctx.app, 'stages/list', { event_id: 'nope' })).toBe('event_id');
    expect(await fieldOf(ctx.app, 'stages/tables', { stage_id: 'nope' })).toBe('stage_id');
  });
});
