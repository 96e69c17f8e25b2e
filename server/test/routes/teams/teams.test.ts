import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const FOREIGN = { status: false, message: 'token not belonging to the user' };

describe('POST /BGMI/create-team', () => {
  it('creates a team led by the caller', async () => {
    const user = await signUp(ctx.app);
    const answer = await post<{ data: { team_name: string } }>(
      ctx.app,
      'create-team',
      { team_name: '  Night Owls  ', bgmiUserId: user.bgmiUserId },
      user.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'Team created successfully' });
    expect(answer.body.data.team_name).toBe('Night Owls');
    const info = await post<{ data: { leader_bgmiId: string; members: { role: string }[] } }>(
      ctx.app,
      'get-team-info',
      { team_name: 'night owls', bgmiUserId: user.bgmiUserId },
      user.token,
    );
    expect(info.body.data.leader_bgmiId).toBe(user.bgmiUserId);
    expect(info.body.data.members).toEqual([
      expect.objectContaining({ role: 'leader', name: user.name }),
    ]);
  });

  it('refuses a blank name with the spec message and 400 naming team_name', async () => {
    const user = await signUp(ctx.app);
    for (const team_name of ['   ', '', undefined]) {
      const answer = await post(
        ctx.app,
        'create-team',
        { team_name, bgmiUserId: user.bgmiUserId },
        user.token,
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ status: false, field: 'team_name' });
    }
    const blank = await post(ctx.app, 'create-team', { team_name: ' ' }, user.token);
    expect(blank.body.message).toBe('Team name cannot be empty');
    const long = await post(ctx.app, 'create-team', { team_name: 'x'.repeat(41) }, user.token);
    expect(long.statusCode).toBe(400);
  });

  it('refuses a duplicate name whatever its case and spacing with 409', async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    await post(ctx.app, 'create-team', { team_name: 'Red Wolves' }, first.token);
    const again = await post(ctx.app, 'create-team', { team_name: '  red WOLVES ' }, second.token);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ status: false, field: 'team_name' });
  });

  it('refuses a foreign token and no token', async () => {
    const owner = await signUp(ctx.app);
    const intruder = await signUp(ctx.app);
    const foreign = await post(
      ctx.app,
      'create-team',
      { team_name: 'Stolen', bgmiUserId: owner.bgmiUserId },
      intruder.token,
    );
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body).toMatchObject(FOREIGN);
    expect(await statusOf(ctx.app, 'create-team', { team_name: 'No Token' })).toBe(401);
  });

  it('stores a script-like name as plain text', async () => {
    const user = await signUp(ctx.app);
    const name = '<img src=x onerror=alert(1)>';
    await post(ctx.app, 'create-team', { team_name: name }, user.token);
    const info = await post<{ data: { team_name: string } }>(
      ctx.app,
      'get-team-info',
      { team_name: name },
      user.token,
    );
    expect(info.body.data.team_name).toBe(name);
  });
});

describe('POST /BGMI/get-team-info', () => {
  it('answers 404 for an unknown team and 400 without a name', async () => {
    const user = await signUp(ctx.app);
    const unknown = await post(
      ctx.app,
      'get-team-info',
      { team_name: 'Nobody Here', bgmiUserId: user.bgmiUserId },
      user.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.field).toBe('team_name');
    const bad = await post(ctx.app, 'get-team-info', { bgmiUserId: user.bgmiUserId }, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('team_name');
  });

  it('shows the stats and hides the request history from non-members', async () => {
    const leader = await signUp(ctx.app);
    const outsider = await signUp(ctx.app);
    const joiner = await signUp(ctx.app);
    await post(ctx.app, 'create-team', { team_name: 'Stat Squad' }, leader.token);
    await post(
      ctx.app,
      'add-player-to-team',
      { team_name: 'Stat Squad', message: 'hi' },
      joiner.token,
    );
    await post(
      ctx.app,
      'handle-join-request',
      { team_name: 'Stat Squad', reqBgmiUserId: joiner.bgmiUserId, action: 'reject' },
      leader.token,
    );
    type Info = {
      data: {
        request_history: { status: string; processed_at: string }[];
        is_active: boolean;
        total_earnings: number;
      };
    };
    const mine = await post<Info>(
      ctx.app,
      'get-team-info',
      { team_name: 'Stat Squad' },
      leader.token,
    );
    expect(mine.body.data).toMatchObject({ is_active: true, total_earnings: 0 });
    expect(mine.body.data.request_history).toEqual([
      expect.objectContaining({
        bgmiUserId: joiner.bgmiUserId,
        status: 'rejected',
        processed_at: expect.any(String),
      }),
    ]);
    const theirs = await post<Info>(
      ctx.app,
      'get-team-info',
      { team_name: 'Stat Squad' },
      outsider.token,
    );
    expect(theirs.body.data.request_history).toEqual([]);
    const foreign = await post(
      ctx.app,
      'get-team-info',
      { team_name: 'Stat Squad', bgmiUserId: leader.bgmiUserId },
      outsider.token,
    );
    expect(foreign.statusCode).toBe(401);
  });
});

describe('POST /BGMI/get-all-teams and get-match-making-players', () => {
  it('splits my teams from other teams and flags a pending request', async () => {
    const leader = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await post(ctx.app, 'create-team', { team_name: 'Split Mine' }, leader.token);
    await post(ctx.app, 'create-team', { team_name: 'Split Theirs' }, other.token);
    await post(
      ctx.app,
      'add-player-to-team',
      { team_name: 'Split Theirs', message: 'let me in' },
      leader.token,
    );
    type All = {
      data: {
        my_teams: { team_name: string; is_leader: boolean }[];
        other_teams: { team_name: string; pending_request: boolean }[];
      };
    };
    const answer = await post<All>(
      ctx.app,
      'get-all-teams',
      { bgmiUserId: leader.bgmiUserId },
      leader.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.my_teams).toEqual([
      expect.objectContaining({ team_name: 'Split Mine', is_leader: true }),
    ]);
    expect(answer.body.data.other_teams).toContainEqual(
      expect.objectContaining({ team_name: 'Split Theirs', pending_request: true }),
    );
    const foreign = await post(
      ctx.app,
      'get-all-teams',
      { bgmiUserId: leader.bgmiUserId },
      other.token,
    );
    expect(foreign.statusCode).toBe(401);
    expect(await statusOf(ctx.app, 'get-all-teams', { bgmiUserId: 42 }, leader.token)).toBe(400);
  });

  it('lists other players with their teams, never the caller', async () => {
    const leader = await signUp(ctx.app);
    const viewer = await signUp(ctx.app);
    await post(ctx.app, 'create-team', { team_name: 'Card Team' }, leader.token);
    type Players = { data: { _id: string; team_name: string[] }[] };
    const answer = await post<Players>(ctx.app, 'get-match-making-players', {}, viewer.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.find((player) => player._id === leader.id)?.team_name).toEqual([
      'Card Team',
    ]);
    expect(answer.body.data.some((player) => player._id === viewer.id)).toBe(false);
    expect(await statusOf(ctx.app, 'get-match-making-players', {})).toBe(401);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/BGMI/get-match-making-players',
      headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/json' },
      payload: '[1',
    });
    expect(bad.statusCode).toBe(400);
  });
});
