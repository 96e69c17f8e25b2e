import { BOOK_ACCESS_MESSAGES, STAFF_SOCKET_EVENTS } from '@bgmi/shared/server';
import { nextEvent, socketTestApp } from '../helpers/socket-app';
import { post } from '../helpers/api';
import { me } from '../routes/jantri-ledger/ledger-helpers';
import { operatorWithTwoClients, postInBook, staffOf } from '../routes/jantri-staff/staff-helpers';

const ctx = socketTestApp();
const connected = (token: string) => ctx.connected(token);

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
