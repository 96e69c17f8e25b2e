import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { BOOK_ACCESS_MESSAGES, STAFF_SOCKET_EVENTS } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { post } from '../helpers/api';
import { me } from '../routes/jantri-ledger/ledger-helpers';
import { operatorWithTwoClients, postInBook, staffOf } from '../routes/jantri-staff/staff-helpers';

let ctx: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await ctx.close();
});

async function connected(token: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}
const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

describe('jantri staff over the socket', () => {
  it('the operator sees a writer’s entry live; removing access tells the writer’s book page', async () => {
    const op = await operatorWithTwoClients(ctx.app);
    const writer = await staffOf(ctx.app, op, 'writer', ['Ramesh']);
    const opSocket = await connected(op.token);
    const writerSocket = await connected(writer.token);

    const refused = await writerSocket.emitWithAck(STAFF_SOCKET_EVENTS.watchBook, {
      book_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused).toMatchObject({ status: false, message: BOOK_ACCESS_MESSAGES.noAccess });
    const joined = await writerSocket.emitWithAck(STAFF_SOCKET_EVENTS.watchBook, {
      book_id: op.id,
    });
    expect(joined).toMatchObject({ status: true });

    const entry = nextEvent(opSocket, STAFF_SOCKET_EVENTS.staffEntry);
    await postInBook(
      ctx.app,
      'add-jantri-bets',
      { client_name: 'Ramesh', game_name: op.game, text: '12(10)' },
      writer,
      op.id,
    );
    expect(await entry).toEqual({
      book_id: op.id,
      writer_name: writer.username,
      client_name: 'Ramesh',
      game_name: op.game,
      kind: 'added',
      records: 1,
      total_amount: 10,
    });

    const removed = nextEvent(writerSocket, STAFF_SOCKET_EVENTS.accessRemoved);
    await post(ctx.app, 'jantri-staff/remove', { ...me(op), staff_id: writer.staffId }, op.token);
    expect(await removed).toEqual({ book_id: op.id, message: BOOK_ACCESS_MESSAGES.accessRemoved });
    const rejoin = await writerSocket.emitWithAck(STAFF_SOCKET_EVENTS.watchBook, {
      book_id: op.id,
    });
    expect(rejoin).toMatchObject({ status: false });
  });
});
