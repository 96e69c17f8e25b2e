import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser, statusOf, fieldOf } from '../../helpers/api';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const sendRequest = (from: TestUser, to: TestUser) =>
  post(ctx.app, 'send-request', { senderId: from.id, receiverId: to.id }, from.token);
const accept = (receiver: TestUser, sender: TestUser) =>
  post(ctx.app, 'accept-request', { senderId: sender.id, receiverId: receiver.id }, receiver.token);

type FriendsData = {
  data: Record<
    'friends' | 'friendRequestsReceived' | 'friendRequestsSent',
    { _id: string; unread: number }[]
  >;
};
const friendsOf = (user: TestUser) =>
  post<FriendsData>(ctx.app, 'get-friends-data', { bgmiUserId: user.bgmiUserId }, user.token);

describe('POST /BGMI/send-request and accept-request', () => {
  it('sends, shows both sides, accepts, and both become friends', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const sent = await sendRequest(a, b);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.message).toBe('Friend request sent');
    expect((await friendsOf(a)).body.data.friendRequestsSent.map((entry) => entry._id)).toEqual([
      b.id,
    ]);
    expect((await friendsOf(b)).body.data.friendRequestsReceived.map((entry) => entry._id)).toEqual(
      [a.id],
    );
    const accepted = await accept(b, a);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.message).toBe('Friend request accepted');
    expect((await friendsOf(a)).body.data.friends).toEqual([
      expect.objectContaining({ _id: b.id, unread: 0 }),
    ]);
    expect((await friendsOf(b)).body.data.friends.map((entry) => entry._id)).toEqual([a.id]);
  });

  it('refuses duplicates either way round with 409, and a request to oneself with 400', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    await sendRequest(a, b);
    const again = await sendRequest(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.body.field).toBe('receiverId');
    expect((await sendRequest(b, a)).statusCode).toBe(409);
    await accept(b, a);
    const friends = await sendRequest(a, b);
    expect(friends.statusCode).toBe(409);
    expect(friends.body.message).toBe('You are already friends');
    const self = await sendRequest(a, a);
    expect(self.statusCode).toBe(400);
  });

  it('refuses bad ids (400), an unknown player (404) and foreign tokens (401)', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const bad = await post(
      ctx.app,
      'send-request',
      { senderId: a.id, receiverId: 'not-an-id' },
      a.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('receiverId');
    const unknown = await post(
      ctx.app,
      'send-request',
      { receiverId: '00000000-0000-4000-8000-000000000000' },
      a.token,
    );
    expect(unknown.statusCode).toBe(404);
    await expectTokenRefused(
      ctx.app,
      'send-request',
      { senderId: b.id, receiverId: a.id },
      a.token,
    );
    await sendRequest(a, b);
    // Only the receiver may accept: a receiverId naming someone else is a foreign token.
    const spoofAccept = await post(
      ctx.app,
      'accept-request',
      { senderId: a.id, receiverId: b.id },
      a.token,
    );
    expect(spoofAccept.statusCode).toBe(401);
    // The sender accepting their own request finds nothing pending to them.
    expect(await statusOf(ctx.app, 'accept-request', { senderId: b.id }, a.token)).toBe(404);
    const missing = await post(ctx.app, 'accept-request', { receiverId: b.id }, b.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.field).toBe('senderId');
  });
});

describe('POST /BGMI/get-all-players and get-friends-data', () => {
  it('lists other players with the caller relation only', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const c = await signUp(ctx.app);
    await sendRequest(a, b);
    await sendRequest(c, a);
    type Users = { users: { _id: string; friend_status: string; friends: string[] }[] };
    const answer = await post<Users>(
      ctx.app,
      'get-all-players',
      { bgmiUserId: a.bgmiUserId },
      a.token,
    );
    expect(answer.statusCode).toBe(200);
    const byId = new Map(answer.body.users.map((user) => [user._id, user]));
    expect(byId.has(a.id)).toBe(false);
    expect(byId.get(b.id)?.friend_status).toBe('sent');
    expect(byId.get(c.id)?.friend_status).toBe('received');
    const foreign = await post(ctx.app, 'get-all-players', { bgmiUserId: a.bgmiUserId }, b.token);
    expect(foreign.statusCode).toBe(401);
    expect(await fieldOf(ctx.app, 'get-all-players', { bgmiUserId: '' }, a.token)).toBe(
      'bgmiUserId',
    );
    expect(await statusOf(ctx.app, 'get-all-players', { bgmiUserId: 5 }, a.token)).toBe(400);
  });

  it('refuses foreign tokens and bad input on get-friends-data', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    expect(await statusOf(ctx.app, 'get-friends-data', { bgmiUserId: a.bgmiUserId }, b.token)).toBe(
      401,
    );
    const bad = await post(ctx.app, 'get-friends-data', { bgmiUserId: {} }, a.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('bgmiUserId');
    expect(await statusOf(ctx.app, 'get-friends-data', {})).toBe(401);
  });
});
