import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp } from '../../helpers/api';
import { makeTeam } from '../esports-events/fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

const kinds = async (token: string) =>
  (
    await post<{ data: { kind: string; link: string }[] }>(ctx.app, 'notifications/list', {}, token)
  ).body.data.map((item) => item.kind);

describe('inbox items of team matching and friends (DESIGN 7)', () => {
  it('join request received, then accepted', async () => {
    const team = await makeTeam(ctx.app, ctx.database, 1);
    const player = await signUp(ctx.app);
    await post(
      ctx.app,
      'add-player-to-team',
      { team_name: team.name, message: 'I play IGL' },
      player.token,
    );
    expect(await kinds(team.leader.token)).toEqual(['join_request_received']);
    await post(
      ctx.app,
      'handle-join-request',
      { team_name: team.name, reqBgmiUserId: player.bgmiUserId, action: 'accept' },
      team.leader.token,
    );
    expect(await kinds(player.token)).toEqual(['join_request_accepted']);
  });

  it('friend request, then accepted', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    await post(ctx.app, 'send-request', { senderId: a.id, receiverId: b.id }, a.token);
    expect(await kinds(b.token)).toEqual(['friend_request']);
    await post(ctx.app, 'accept-request', { senderId: a.id, receiverId: b.id }, b.token);
    expect(await kinds(a.token)).toEqual(['friend_accepted']);
  });
});
