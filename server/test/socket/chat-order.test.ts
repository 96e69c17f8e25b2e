import type { Socket } from 'socket.io-client';
import { socketTestApp } from '../helpers/socket-app';
import { newFriends, post, type TestUser } from '../helpers/api';

// Quick sends keep their order: each socket's sends are handled one after another, and every
// message gets its conversation sequence in the insert. 50 sends without waiting, then the
// stored, delivered and history orders must all be the send order.
const COUNT = 50;
// Limits raised so the burst itself is not refused (the limits have their own tests).
const ctx = socketTestApp({ CHAT_FLOOD_LIMIT: '1000', SOCKET_EVENT_LIMIT: '1000' });
const connected = (token: string): Promise<Socket> => ctx.connected(token);
const friends = () => newFriends(ctx.app);
type Live = { _id: string; message: string; seq: number };

describe('chat order per conversation', () => {
  it('stores, delivers and lists 50 unawaited sends in send order with seq 1..50', async () => {
    const [a, b] = await friends();
    const sender = await connected(a.token);
    const receiver = await connected(b.token);
    const delivered: Live[] = [];
    receiver.on('receive_message', (payload: Live) => delivered.push(payload));
    const texts = Array.from({ length: COUNT }, (_, index) => `m${index}`);
    const acks = (await Promise.all(
      texts.map((text, index) =>
        sender.emitWithAck('send_message', {
          from: a.id,
          to: b.id,
          message: text,
          timestamp: Date.now(),
          clientMessageId: `order-${index}`,
        }),
      ),
    )) as { status: boolean; data: Live }[];
    expect(acks.every((ack) => ack.status)).toBe(true);
    expect(acks.map((ack) => ack.data.seq)).toEqual(texts.map((_, index) => index + 1));

    const stored = await ctx.database.query<{ text: string }>(
      'SELECT text FROM chat_messages WHERE sender_id = $1 ORDER BY seq',
      [a.id],
    );
    expect(stored.map((row) => row.text)).toEqual(texts);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered.map((message) => message.message)).toEqual(texts);

    type History = { messages: { text: string; seq: number }[] };
    const history = await post<History>(
      ctx.app,
      'get-chat-history',
      { userId1: b.id, userId2: a.id },
      b.token,
    );
    expect(history.body.messages.map((message) => message.text)).toEqual(texts);
    expect(history.body.messages.map((message) => message.seq)).toEqual(
      texts.map((_, index) => index + 1),
    );
  });

  it('numbers both directions of a conversation in one sequence', async () => {
    const [a, b] = await friends();
    const sa = await connected(a.token);
    const sb = await connected(b.token);
    const send = (socket: Socket, from: TestUser, to: TestUser, text: string) =>
      socket.emitWithAck('send_message', { from: from.id, to: to.id, message: text, timestamp: 1 });
    const one = await send(sa, a, b, 'hi');
    const two = await send(sb, b, a, 'hello');
    const three = await send(sa, a, b, 'gg');
    expect([one.data.seq, two.data.seq, three.data.seq]).toEqual([1, 2, 3]);
  });
});
