import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp } from '../../helpers/api';
import { teamFlows } from './team-flows';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const { teamOf, join, handle } = teamFlows(() => ctx.app);

describe('POST /BGMI/add-player-to-team (join request)', () => {
  it('stores a pending request the leader sees under team-join-requests', async () => {
    const leader = await signUp(ctx.app);
    const player = await signUp(ctx.app);
    const team = await teamOf(leader);
    const answer = await join(player, team, 'I play support');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'Join request sent' });
    type Groups = {
      data: { team_name: string; requests: { bgmiUserId: string; message: string }[] }[];
    };
    const groups = await post<Groups>(
      ctx.app,
      'team-join-requests',
      { leader_bgmiId: leader.bgmiUserId, bgmiUserId: leader.bgmiUserId },
      leader.token,
    );
    expect(groups.body.data).toEqual([
      {
        team_name: team,
        requests: [
          expect.objectContaining({ bgmiUserId: player.bgmiUserId, message: 'I play support' }),
        ],
      },
    ]);
    type Mine = { data: { team_name: string; status: string; is_member: boolean }[] };
    const mine = await post<Mine>(
      ctx.app,
      'my-join-requests',
      { bgmiUserId: player.bgmiUserId },
      player.token,
    );
    expect(mine.body.data).toEqual([
      expect.objectContaining({ team_name: team, status: '', is_member: false }),
    ]);
  });

  it('refuses a blank message, an unknown team, a second pending request and a member', async () => {
    const leader = await signUp(ctx.app);
    const player = await signUp(ctx.app);
    const team = await teamOf(leader);
    const blank = await join(player, team, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body.field).toBe('message');
    expect((await join(player, 'No Such Team')).statusCode).toBe(404);
    expect((await join(player, team)).statusCode).toBe(200);
    const twice = await join(player, team);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.field).toBe('team_name');
    const own = await join(leader, team);
    expect(own.statusCode).toBe(409);
  });

  it('refuses a foreign token and a player_id that is not the caller', async () => {
    const owner = await signUp(ctx.app);
    const intruder = await signUp(ctx.app);
    const team = await teamOf(owner);
    const foreign = await post(
      ctx.app,
      'add-player-to-team',
      { team_name: team, bgmiUserId: owner.bgmiUserId, message: 'x' },
      intruder.token,
    );
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body.message).toBe('token not belonging to the user');
    const spoof = await post(
      ctx.app,
      'add-player-to-team',
      { team_name: team, player_id: owner.id, message: 'x' },
      intruder.token,
    );
    expect(spoof.statusCode).toBe(401);
  });
});

describe('POST /BGMI/handle-join-request', () => {
  it('lets the leader accept: the player joins and the history records it', async () => {
    const leader = await signUp(ctx.app);
    const player = await signUp(ctx.app);
    const team = await teamOf(leader);
    await join(player, team);
    const answer = await handle(leader, team, player, 'accept');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Request accepted/rejected successfully');
    type Info = {
      data: {
        members: { bgmiUserId: string; role: string }[];
        request_history: { status: string }[];
      };
    };
    const info = await post<Info>(ctx.app, 'get-team-info', { team_name: team }, player.token);
    expect(info.body.data.members).toContainEqual(
      expect.objectContaining({ bgmiUserId: player.bgmiUserId, role: 'member' }),
    );
    expect(info.body.data.request_history[0]?.status).toBe('accepted');
    expect((await handle(leader, team, player, 'accept')).statusCode).toBe(404);
  });

  it('refuses a non-leader with 403, a bad action with 400 and a foreign token with 401', async () => {
    const leader = await signUp(ctx.app);
    const player = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const team = await teamOf(leader);
    await join(player, team);
    const notLeader = await handle(other, team, player, 'accept');
    expect(notLeader.statusCode).toBe(403);
    const bad = await handle(leader, team, player, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('action');
    const foreign = await post(
      ctx.app,
      'handle-join-request',
      {
        bgmiUserId: leader.bgmiUserId,
        team_name: team,
        reqBgmiUserId: player.bgmiUserId,
        action: 'accept',
      },
      other.token,
    );
    expect(foreign.statusCode).toBe(401);
    expect((await handle(leader, team, player, 'reject')).statusCode).toBe(200);
    type Mine = { data: { status: string }[] };
    const mine = await post<Mine>(ctx.app, 'my-join-requests', {}, player.token);
    expect(mine.body.data[0]?.status).toBe('rejected');
  });
});

describe('POST /BGMI/team-join-requests and my-join-requests', () => {
  it('refuses a foreign leader_bgmiId and bad input', async () => {
    const leader = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const foreign = await post(
      ctx.app,
      'team-join-requests',
      { leader_bgmiId: leader.bgmiUserId },
      other.token,
    );
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body.field).toBe('leader_bgmiId');
    expect(
      (await post(ctx.app, 'my-join-requests', { bgmiUserId: leader.bgmiUserId }, other.token))
        .statusCode,
    ).toBe(401);
    const bad = await post(ctx.app, 'my-join-requests', { bgmiUserId: ['x'] }, leader.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('bgmiUserId');
    const empty = await post<{ data: unknown[] }>(ctx.app, 'team-join-requests', {}, other.token);
    expect(empty.body.data).toEqual([]);
  });
});
