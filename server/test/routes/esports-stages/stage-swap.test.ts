import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { BAD_TOKEN, makeOrganizer, registerNewTeam } from '../scrim-day/fixtures';
import { createStage, eventWithTeams, postMatch, seedAndSchedule, type Detail } from './fixtures';

// Issue 22: before a stage starts the organiser swaps two teams between groups or replaces one
// by a slot holder not in the stage; once a result is in, neither.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

const groupOf = (detail: Detail, teamId: string) =>
  detail.groups.find((group) => group.teams.some((team) => team.team_id === teamId))?.name;

describe('POST /BGMI/organizer/stage-swap-team', () => {
  it('swaps, replaces, refuses with the field named, 401, 403, and 409 once played', async () => {
    const { organizer, eventId } = await eventWithTeams(ctx.app, ctx.database, 4);
    await post(ctx.app, 'organizer/edit-event', { event_id: eventId, slots: 6 }, organizer.token);
    const stage = await createStage(ctx.app, organizer, eventId);
    const detail = await seedAndSchedule(ctx.app, organizer, stage._id, 1);
    const late = (await registerNewTeam(ctx.app, ctx.database, eventId)).team;
    const [a, b] = [detail.groups[0]!.teams[0]!.team_id, detail.groups[1]!.teams[0]!.team_id];
    const call = (body: Record<string, unknown>, token: string | undefined = organizer.token) =>
      post<{ message: string; field?: string; data: Detail }>(
        ctx.app,
        'organizer/stage-swap-team',
        { stage_id: stage._id, ...body },
        token,
      );

    const swapped = await call({ team_id: a, with_team_id: b });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.body.message).toBe('Teams swapped');
    expect(groupOf(swapped.body.data, a)).toBe(detail.groups[1]!.name);
    expect(groupOf(swapped.body.data, b)).toBe(detail.groups[0]!.name);

    const replaced = await call({ team_id: a, with_team_id: late.id });
    expect(replaced.body.message).toBe('Team replaced');
    expect(groupOf(replaced.body.data, late.id)).toBe(detail.groups[1]!.name);
    expect(groupOf(replaced.body.data, a)).toBeUndefined();

    expect((await call({ team_id: b, with_team_id: 'x' })).body.field).toBe('with_team_id');
    expect((await call({ team_id: b, with_team_id: b })).body.field).toBe('with_team_id');
    expect((await call({ team_id: a, with_team_id: b })).body).toMatchObject({
      field: 'team_id',
      message: 'team_id is not a team of this stage',
    });
    const stranger = crypto.randomUUID();
    expect((await call({ team_id: b, with_team_id: stranger })).statusCode).toBe(400);
    expect((await call({ team_id: b, with_team_id: late.id }, BAD_TOKEN)).statusCode).toBe(401);
    const other = await makeOrganizer(ctx.app, ctx.database);
    expect((await call({ team_id: b, with_team_id: late.id }, other.token)).statusCode).toBe(403);

    const lobby = replaced.body.data.groups
      .filter((group) => replaced.body.data.matches[0]!.group_ids.includes(group._id))
      .flatMap((group) => group.teams.map((team) => team.team_id));
    expect(
      (await postMatch(ctx.app, organizer, replaced.body.data.matches[0]!._id, lobby)).statusCode,
    ).toBe(200);
    expect((await call({ team_id: b, with_team_id: late.id })).statusCode).toBe(409);
  });
});
