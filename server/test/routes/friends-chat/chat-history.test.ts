import { createTestApp, type TestApp } from '../../helpers/test-app';
import { befriend, post, signUp, type TestUser } from '../../helpers/api';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function storeMessage(from: TestUser, to: TestUser, text: string) {
  await ctx.database.query(
    'INSERT INTO chat_messages (sender_id, receiver_id, text) VALUES ($1, $2, $3)',
    [from.id, to.id, text],
  );
}
type History = { messages: { sender: string; receiver: string; text: string; read: boolean }[] };

describe('POST /BGMI/get-chat-history', () => {
  it('returns the conversation oldest first and marks it read for the caller', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    await befriend(ctx.app, a, b);
    await storeMessage(a, b, 'first');
    await storeMessage(b, a, '<script>alert(1)</script>');
    type Friends = { data: { friends: { _id: string; unread: number }[] } };
    const before = await post<Friends>(ctx.app, 'get-friends-data', {}, a.token);
    expect(before.body.data.friends[0]).toMatchObject({ _id: b.id, unread: 1 });
    const answer = await post<History>(
      ctx.app,
      'get-chat-history',
      { userId1: a.id, userId2: b.id },
      a.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.messages.map((message) => [message.sender, message.text])).toEqual([
      [a.id, 'first'],
      [b.id, '<script>alert(1)</script>'],
    ]);
    const after = await post<Friends>(ctx.app, 'get-friends-data', {}, a.token);
    expect(after.body.data.friends[0]?.unread).toBe(0);
    // Either order of the two ids works.
    const swapped = await post<History>(
      ctx.app,
      'get-chat-history',
      { userId1: b.id, userId2: a.id },
      a.token,
    );
    expect(swapped.body.messages).toHaveLength(2);
  });

  it('refuses a caller who is neither of the two (401) and bad ids (400)', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const c = await signUp(ctx.app);
    await befriend(ctx.app, a, b);
    await storeMessage(a, b, 'private');
    await expectTokenRefused(
      ctx.app,
      'get-chat-history',
      { userId1: a.id, userId2: b.id },
      c.token,
    );
    const bad = await post(ctx.app, 'get-chat-history', { userId1: a.id, userId2: 'x' }, a.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('userId2');
    const own = await post<History>(
      ctx.app,
      'get-chat-history',
      { userId1: c.id, userId2: a.id },
      c.token,
    );
    expect(own.body.messages).toEqual([]);
  });
});
