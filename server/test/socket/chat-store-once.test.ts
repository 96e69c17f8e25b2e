import { createTestApp, type TestApp } from '../helpers/test-app';
import { post, signUp, type TestUser } from '../helpers/api';
import { listConversation } from '../../src/repositories/friends-chat/chat-repository';
import { storeMessageBetweenFriends } from '../../src/repositories/friends-chat/chat-send-repository';

// The one-statement send (friendship, retry lookup and insert together): refuses non-friends,
// stores twins sent at the same moment once (on PostgreSQL the loser fails on the unique index)
// and leaves no gap in the conversation's sequence, with either CHAT_COMMIT; the async commit is
// the statement's own and never changes the setting of the pooled connections (money writes).
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function pair(accept: boolean): Promise<[TestUser, TestUser]> {
  const a = await signUp(ctx.app);
  const b = await signUp(ctx.app);
  await post(ctx.app, 'send-request', { senderId: a.id, receiverId: b.id }, a.token);
  if (accept) await post(ctx.app, 'accept-request', { senderId: a.id, receiverId: b.id }, b.token);
  return [a, b];
}

const message = (a: TestUser, b: TestUser, text: string, clientMessageId: string | null) => ({
  senderId: a.id,
  receiverId: b.id,
  text,
  clientMessageId,
  clientTimestamp: '1',
});

describe.each(['async', 'sync'] as const)('storeMessageBetweenFriends, %s commit', (commit) => {
  const store = (sent: ReturnType<typeof message>) =>
    storeMessageBetweenFriends(ctx.database, sent, commit);

  it('stores nothing between players who are not (yet) friends', async () => {
    const [a, b] = await pair(false);
    const outcome = await store(message(a, b, 'hi', 'x1'));
    expect(outcome).toEqual({ friends: false });
    expect(await listConversation(ctx.database.db, a.id, b.id)).toEqual([]);
  });

  it('stores twins once, answers both with the stored row and keeps the sequence gapless', async () => {
    const [a, b] = await pair(true);
    const twins = await Promise.all(
      Array.from({ length: 8 }, () => store(message(a, b, 'twin', 'same-id'))),
    );
    const rows = twins.map((outcome) => (outcome.friends ? outcome : null));
    expect(rows.filter((outcome) => outcome?.created)).toHaveLength(1);
    expect(new Set(rows.map((outcome) => outcome?.row.id)).size).toBe(1);
    expect(rows[0]!.row).toMatchObject({ text: 'twin', seq: 1, senderId: a.id });
    expect(rows[0]!.row.createdAt).toBeInstanceOf(Date);

    const next = await store(message(b, a, 'reply', null));
    expect(next.friends && next.row.seq).toBe(2);
    const stored = await listConversation(ctx.database.db, a.id, b.id);
    expect(stored.map((row) => [row.text, row.seq])).toEqual([
      ['twin', 1],
      ['reply', 2],
    ]);
  });

  it("leaves every pooled connection's synchronous_commit as the server has it", async () => {
    const setting = async () =>
      (
        await ctx.database.query<{ value: string }>(
          "SELECT current_setting('synchronous_commit') AS value",
        )
      )[0]!.value;
    const before = await setting();
    const [a, b] = await pair(true);
    await Promise.all(Array.from({ length: 20 }, (_, i) => store(message(a, b, `m${i}`, `c${i}`))));
    // As many reads at once as the pool has connections, so each connection answers one.
    const after = await Promise.all(Array.from({ length: 20 }, setting));
    expect(new Set(after)).toEqual(new Set([before]));
    expect(before).not.toBe('off');
  });
});
