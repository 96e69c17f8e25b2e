import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';
import { makeTeam } from '../esports-events/fixtures';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Player = {
  data: { name: string; bgmiUserId: string; team_name: string[]; match_making: boolean };
};

describe('POST /BGMI/get-bgmi-player', () => {
  it('returns the caller name, game id, teams and match making', async () => {
    const team = await makeTeam(ctx.app, ctx.database, 2);
    const member = team.players[1]!;
    const answer = await post<Player>(
      ctx.app,
      'get-bgmi-player',
      { bgmiUserId: member.bgmiUserId },
      member.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: member.name,
      bgmiUserId: member.bgmiUserId,
      team_name: [team.name],
      match_making: false,
    });
  });

  it('answers 400 without bgmiUserId, 401 without a token or for another user', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const missing = await post(ctx.app, 'get-bgmi-player', {}, user.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.field).toBe('bgmiUserId');
    expect(await statusOf(ctx.app, 'get-bgmi-player', { bgmiUserId: user.bgmiUserId })).toBe(401);
    const foreign = await post(
      ctx.app,
      'get-bgmi-player',
      { bgmiUserId: user.bgmiUserId },
      other.token,
    );
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body.message).toBe('token not belonging to the user');
  });
});

describe('POST /BGMI/edit-bgmi-player', () => {
  it('edits the name, then the BGMI ID, which the next calls must use', async () => {
    const user = await signUp(ctx.app);
    const named = await post(
      ctx.app,
      'edit-bgmi-player',
      { bgmiUserId: user.bgmiUserId, name: '  Neha Rao ' },
      user.token,
    );
    expect(named.statusCode).toBe(200);
    expect(named.body).toMatchObject({
      status: true,
      message: 'Profile updated successfully!',
      data: { name: 'Neha Rao' },
    });
    const newId = `${user.bgmiUserId}_x`;
    const moved = await post(
      ctx.app,
      'edit-bgmi-player',
      { bgmiUserId: user.bgmiUserId, newBgmiUserId: newId },
      user.token,
    );
    expect(moved.body.data).toEqual({ name: 'Neha Rao', bgmiUserId: newId });
    const after = await post<Player>(ctx.app, 'get-bgmi-player', { bgmiUserId: newId }, user.token);
    expect(after.body.data).toMatchObject({ name: 'Neha Rao', bgmiUserId: newId });
    expect(
      (await post(ctx.app, 'get-bgmi-player', { bgmiUserId: user.bgmiUserId }, user.token))
        .statusCode,
    ).toBe(401);
    // Login still works with the new game id.
    const login = await post(ctx.app, 'user/login', {
      bgmiUserId: newId,
      password: 'tiger-lamp-93',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a BGMI ID another player has, whatever its case, with 409', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const answer = await post(
      ctx.app,
      'edit-bgmi-player',
      { bgmiUserId: user.bgmiUserId, newBgmiUserId: other.bgmiUserId.toUpperCase() },
      user.token,
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toMatchObject({
      message: 'This BGMI ID is already taken',
      field: 'newBgmiUserId',
    });
  });

  it.each([
    [{}, 'name or newBgmiUserId is required', 'name'],
    [{ name: '   ' }, 'Name cannot be empty', 'name'],
    [{ newBgmiUserId: '' }, 'BGMI ID cannot be empty', 'newBgmiUserId'],
    [{ newBgmiUserId: 'two words' }, 'BGMI ID cannot contain spaces', 'newBgmiUserId'],
    [{ name: 5 }, 'Name cannot be empty', 'name'],
  ])('refuses %o with 400 naming the field', async (change, message, field) => {
    const user = await signUp(ctx.app);
    const answer = await post(
      ctx.app,
      'edit-bgmi-player',
      { bgmiUserId: user.bgmiUserId, ...change },
      user.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message, field });
  });

  it('answers 401 for a foreign token and changes nothing', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await expectTokenRefused(
      ctx.app,
      'edit-bgmi-player',
      { bgmiUserId: user.bgmiUserId, name: 'Hacker' },
      other.token,
    );
    const mine = await post<Player>(
      ctx.app,
      'get-bgmi-player',
      { bgmiUserId: user.bgmiUserId },
      user.token,
    );
    expect(mine.body.data.name).toBe(user.name);
  });
});

describe('POST /BGMI/change-match-status', () => {
  it('starts and stops match making for a player with a team', async () => {
    const team = await makeTeam(ctx.app, ctx.database, 1);
    const body = { bgmiUserId: team.leader.bgmiUserId };
    const started = await post(
      ctx.app,
      'change-match-status',
      { ...body, match_making: true },
      team.leader.token,
    );
    expect(started.body).toMatchObject({
      status: true,
      message: 'Match making started!',
      data: { match_making: true },
    });
    expect(
      (await post<Player>(ctx.app, 'get-bgmi-player', body, team.leader.token)).body.data
        .match_making,
    ).toBe(true);
    const stopped = await post(
      ctx.app,
      'change-match-status',
      { ...body, match_making: false },
      team.leader.token,
    );
    expect(stopped.body).toMatchObject({
      message: 'Match making stopped!',
      data: { match_making: false },
    });
  });

  it('refuses to start without a team, and a non-boolean flag, with 400', async () => {
    const user = await signUp(ctx.app);
    const noTeam = await post(
      ctx.app,
      'change-match-status',
      { bgmiUserId: user.bgmiUserId, match_making: true },
      user.token,
    );
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.body).toMatchObject({
      field: 'match_making',
      message: 'Join or create a team to start match making',
    });
    const wrong = await post(
      ctx.app,
      'change-match-status',
      { bgmiUserId: user.bgmiUserId, match_making: 'yes' },
      user.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({
      field: 'match_making',
      message: 'match_making must be true or false',
    });
  });

  it('answers 401 for a foreign token', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await expectTokenRefused(
      ctx.app,
      'change-match-status',
      { bgmiUserId: user.bgmiUserId, match_making: false },
      other.token,
    );
  });
});
