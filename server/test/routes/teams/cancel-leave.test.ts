import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';
import { teamFlows } from './team-flows';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const { teamOf, join, handle } = teamFlows(() => ctx.app);

describe('POST /BGMI/handle-cancel-leave', () => {
  it('cancels a pending request, lets a member leave and the leader delete', async () => {
    const leader = await signUp(ctx.app);
    const player = await signUp(ctx.app);
    const team = await teamOf(leader);
    await join(player, team);
    const cancel = await post(
      ctx.app,
      'handle-cancel-leave',
      { bgmiUserId: player.bgmiUserId, team_name: team },
      player.token,
    );
    expect(cancel.body).toMatchObject({
      status: true,
      message: 'Team deleted/left successfully',
      action: 'cancel',
    });
    await join(player, team);
    await handle(leader, team, player, 'accept');
    const leave = await post(ctx.app, 'handle-cancel-leave', { team_name: team }, player.token);
    expect(leave.body.action).toBe('leave');
    type Mine = { data: { status: string; is_member: boolean }[] };
    const mine = await post<Mine>(ctx.app, 'my-join-requests', {}, player.token);
    expect(mine.body.data[0]).toMatchObject({ status: 'accepted', is_member: false });
    const remove = await post(
      ctx.app,
      'handle-cancel-leave',
      { team_name: team, action: 'delete' },
      leader.token,
    );
    expect(remove.body.action).toBe('delete');
    expect(await statusOf(ctx.app, 'get-team-info', { team_name: team }, leader.token)).toBe(404);
  });

  it('refuses a member deleting (403), the leader leaving (403), a stranger (404) and bad input', async () => {
    const leader = await signUp(ctx.app);
    const player = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const team = await teamOf(leader);
    await join(player, team);
    await handle(leader, team, player, 'accept');
    const memberDelete = await post(
      ctx.app,
      'handle-cancel-leave',
      { team_name: team, action: 'delete' },
      player.token,
    );
    expect(memberDelete.statusCode).toBe(403);
    const leaderLeave = await post(
      ctx.app,
      'handle-cancel-leave',
      { team_name: team, action: 'leave' },
      leader.token,
    );
    expect(leaderLeave.statusCode).toBe(403);
    expect(
      await statusOf(ctx.app, 'handle-cancel-leave', { team_name: team }, stranger.token),
    ).toBe(404);
    const bad = await post(
      ctx.app,
      'handle-cancel-leave',
      { team_name: team, action: 'explode' },
      leader.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('action');
    const foreign = await post(
      ctx.app,
      'handle-cancel-leave',
      { team_name: team, bgmiUserId: leader.bgmiUserId },
      stranger.token,
    );
    expect(foreign.statusCode).toBe(401);
    expect(await statusOf(ctx.app, 'get-team-info', { team_name: team }, leader.token)).toBe(200);
  });
});
