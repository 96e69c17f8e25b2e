import { CHAT_FLOOD_LIMIT } from '@bgmi/shared/server';
import { nextEvent, refusal, socketTestApp } from '../helpers/socket-app';
import { newFriends, post, signUp, type TestUser } from '../helpers/api';

const ctx = socketTestApp();
const connected = (token: string) => ctx.connected(token);
const friends = () => newFriends(ctx.app);
const message = (from: TestUser, to: TestUser, text: string, clientMessageId?: string) => ({
  from: from.id,
  to: to.id,
  message: text,
  timestamp: Date.now(),
  ...(clientMessageId ? { clientMessageId } : {}),
});
const countRows = async (sender: TestUser) =>
  (
    await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE sender_id = $1',
      [sender.id],
    )
  )[0]!.n;

describe('chat over socket.io', () => {
  it('requires a valid token in the handshake', async () => {
    const reason = await refusal(ctx.open());
    expect(reason).toBe('Please login first');
  });

  it('acknowledges newUserJoin for the socket user only', async () => {
    const [a, b] = await friends();
    const socket = await connected(a.token);
    expect(
      await socket.emitWithAck('newUserJoin', { bgmiUserId: a.bgmiUserId, session_id: 1 }),
    ).toEqual({ status: true, message: 'joined' });
    expect((await socket.emitWithAck('newUserJoin', { bgmiUserId: b.bgmiUserId })).status).toBe(
      false,
    );
  });

  it('stores, acknowledges and delivers a message to every open tab of the receiver', async () => {
    const [a, b] = await friends();
    const sender = await connected(a.token);
    const tabs = [await connected(b.token), await connected(b.token)];
    const received = Promise.all(tabs.map((tab) => nextEvent(tab, 'receive_message')));
    const ack = await sender.emitWithAck('send_message', message(a, b, '<b>gg</b> wp', 'c-1'));
    expect(ack).toMatchObject({
      status: true,
      data: { from: a.id, to: b.id, message: '<b>gg</b> wp', clientMessageId: 'c-1' },
    });
    const payloads = (await received) as { _id: string; message: string }[];
    expect(payloads.map((payload) => payload._id)).toEqual([ack.data._id, ack.data._id]);
    expect(payloads[0]?.message).toBe('<b>gg</b> wp');
  });

  it('refuses a spoofed from, a non-friend, and an invalid payload; nothing is stored', async () => {
    const [a, b] = await friends();
    const stranger = await signUp(ctx.app);
    const socket = await connected(a.token);
    const spoofed = await socket.emitWithAck('send_message', {
      ...message(a, b, 'hi'),
      from: b.id,
    });
    expect(spoofed).toEqual({ status: false, message: 'token not belonging to the user' });
    const notFriend = await socket.emitWithAck('send_message', message(a, stranger, 'hi'));
    expect(notFriend).toEqual({ status: false, message: 'You can only chat with your friends' });
    const blank = await socket.emitWithAck('send_message', message(a, b, '   '));
    expect(blank.status).toBe(false);
    const junk = await socket.emitWithAck('send_message', 'not an object');
    expect(junk.status).toBe(false);
    const badTarget = await socket.emitWithAck('send_message', {
      ...message(a, b, 'hi'),
      to: 'nobody',
    });
    expect(badTarget.status).toBe(false);
    expect(await countRows(a)).toBe(0);
  });

  it('stores a retried message once and delivers the stored one again', async () => {
    const [a, b] = await friends();
    const sender = await connected(a.token);
    const receiver = await connected(b.token);
    const deliveries: unknown[] = [];
    receiver.on('receive_message', (payload) => deliveries.push(payload));
    const first = await sender.emitWithAck('send_message', message(a, b, 'retry me', 'same-id'));
    // The sender reconnects (a new socket) and retries with the same client message id.
    sender.disconnect();
    const again = await connected(a.token);
    const second = await again.emitWithAck('send_message', message(a, b, 'retry me', 'same-id'));
    expect(second.status).toBe(true);
    expect(second.data._id).toBe(first.data._id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The instance that stored it may have died before emitting; the client drops a known id.
    expect(deliveries).toHaveLength(2);
    expect(deliveries).toEqual([first.data, first.data]);
    expect(await countRows(a)).toBe(1);
  });

  it('keeps a message sent while the receiver was offline in the history', async () => {
    const [a, b] = await friends();
    const sender = await connected(a.token);
    const ack = await sender.emitWithAck(
      'send_message',
      message(a, b, 'while you were away', 'away-1'),
    );
    expect(ack.status).toBe(true);
    type History = { messages: { _id: string; text: string }[] };
    const history = await post<History>(
      ctx.app,
      'get-chat-history',
      { userId1: b.id, userId2: a.id },
      b.token,
    );
    expect(history.body.messages.map((entry) => entry.text)).toEqual(['while you were away']);
  });

  it('applies a flood limit per user', async () => {
    const [a, b] = await friends();
    const socket = await connected(a.token);
    const answers = [];
    for (let index = 0; index <= CHAT_FLOOD_LIMIT.messages; index += 1) {
      answers.push(
        await socket.emitWithAck('send_message', message(a, b, `m${index}`, `f-${index}`)),
      );
    }
    expect(answers.slice(0, CHAT_FLOOD_LIMIT.messages).every((answer) => answer.status)).toBe(true);
    expect(answers[CHAT_FLOOD_LIMIT.messages]).toEqual({
      status: false,
      message: 'You are sending messages too fast. Please wait a moment.',
    });
    expect(await countRows(a)).toBe(CHAT_FLOOD_LIMIT.messages);
    // Another user is not affected by a's flood.
    const other = await connected(b.token);
    expect((await other.emitWithAck('send_message', message(b, a, 'still fine'))).status).toBe(
      true,
    );
  });

  it('refuses a bad payload with a message naming the field, by ack or by event_refused', async () => {
    const [a, b] = await friends();
    const socket = await connected(a.token);
    expect(await socket.emitWithAck('send_message', { ...message(a, b, 'hi'), to: 42 })).toEqual({
      status: false,
      message: 'to must be text',
      field: 'to',
    });
    expect(await socket.emitWithAck('send_message', 'not an object')).toEqual({
      status: false,
      message: 'payload is invalid',
      field: 'payload',
    });
    expect(await socket.emitWithAck('newUserJoin', { session_id: 1 })).toEqual({
      status: false,
      message: 'bgmiUserId must be text',
      field: 'bgmiUserId',
    });
    // Without an ack the refusal comes as an event; extra arguments change nothing.
    const refused = nextEvent(socket, 'event_refused');
    socket.emit('join_event', { event_id: 'nope' }, 'extra', 42);
    expect(await refused).toEqual({
      event: 'join_event',
      status: false,
      message: 'event_id is not a valid id',
      field: 'event_id',
    });
    // The socket is still served, and nothing refused was stored.
    expect(await countRows(a)).toBe(0);
    const after = await socket.emitWithAck('send_message', message(a, b, 'still here'));
    expect(after.status).toBe(true);
  });
});
