import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Server } from 'socket.io';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { storeMessageBetweenFriends } from '../../src/repositories/friends-chat/chat-send-repository';
import { BENCH_DB_URL } from '../http/bench-db';
import { CHAT_SCHEMA } from './chat-schema';

interface Sent {
  to: string;
  message: string;
  timestamp: string | number;
  clientMessageId?: string;
}

/**
 * The anchors: a bare socket.io server (the API's socket.io version, websocket only) that takes
 * the handshake's `auth.token` as the user id, joins the socket to that user's room and, on
 * `send_message`, emits `receive_message` to the receiver's room and acks the sender with the
 * product's shapes. No token check, limits or validation. With `store` it first stores the
 * message with the product's own one-statement send (chat-send-repository) in the product's
 * schema, committed as the product commits it (CHAT_COMMIT through loadConfig, as the API reads
 * it): the floor of "stored before delivered" on this database. argv: port, bare|store.
 */
async function main() {
  const port = Number(process.argv[2] ?? 8302);
  const database: Database | null =
    process.argv[3] === 'store'
      ? await openDatabase({ url: BENCH_DB_URL, searchPath: CHAT_SCHEMA })
      : null;
  const { chatCommit } = loadConfig();
  const server = createServer();
  const io = new Server(server, { transports: ['websocket'], maxHttpBufferSize: 64 * 1024 });
  let seq = 0;
  const store = async (from: string, sent: Sent) => {
    if (!database) {
      seq += 1;
      return { _id: randomUUID(), seq, timestamp: new Date().toISOString() };
    }
    const outcome = await storeMessageBetweenFriends(
      database,
      {
        senderId: from,
        receiverId: sent.to,
        text: sent.message,
        clientMessageId: sent.clientMessageId ?? null,
        clientTimestamp: String(sent.timestamp),
      },
      chatCommit,
    );
    if (!outcome.friends) throw new Error('not friends');
    const { row } = outcome;
    return { _id: row.id, seq: row.seq ?? 0, timestamp: row.createdAt.toISOString() };
  };
  io.on('connection', (socket) => {
    const userId = String((socket.handshake.auth as { token?: unknown }).token ?? '');
    void socket.join(`user:${userId}`);
    socket.on('send_message', (sent: Sent, ack?: (answer: unknown) => void) => {
      store(userId, sent).then(
        (stored) => {
          const live = {
            ...stored,
            from: userId,
            to: sent.to,
            message: sent.message,
            clientMessageId: sent.clientMessageId ?? null,
          };
          io.to(`user:${sent.to}`).emit('receive_message', live);
          ack?.({ status: true, message: 'sent', data: live });
        },
        () => ack?.({ status: false, message: 'failed' }),
      );
    });
  });
  server.listen(port, '127.0.0.1', () => {
    console.log(JSON.stringify({ port, pid: process.pid, chatCommit }));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
