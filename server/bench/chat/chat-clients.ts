import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_OPTIONS, type ClientSocket } from '@bgmi/shared/server';
import type { ChatPlayer } from './chat-seed';

/** What one round measures at the receivers and the senders. */
export interface RoundTally {
  /** Tag in each message's text, so a late arrival of another round is not counted here. */
  round: string;
  sent: number;
  /** Send -> receive_message at the receiver, ms. */
  latencies: number[];
  /** Acks that timed out or said status false. */
  failedAcks: number;
}

export interface BenchClient {
  player: ChatPlayer;
  socket: ClientSocket;
  /** Which friend of the circle gets the next message (each in turn). */
  nextFriend: number;
}

/** The text carries the round and the send time, read back by the receiver. */
export const messageText = (round: string, sentAt: number) => `gg ${round} ${sentAt.toFixed(3)}`;

function onReceive(tally: () => RoundTally | null) {
  return (payload: { message: string }) => {
    const current = tally();
    const [, round, sentAt] = payload.message.split(' ');
    if (!current || round !== current.round) return;
    current.latencies.push(performance.now() - Number(sentAt));
  };
}

/**
 * Connects one client per player the way the browser does (shared SOCKET_OPTIONS: websocket
 * only; the token in the handshake), announcing itself with `socket_connected` and the chat
 * page's `newUserJoin`. `token` picks the handshake token (the anchor takes the user id).
 * Connects in batches, as 500 players do not all arrive in the same millisecond.
 */
export async function connectClients(
  url: string,
  players: ChatPlayer[],
  token: (player: ChatPlayer) => string,
  tally: () => RoundTally | null,
  batch = 25,
): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  for (let start = 0; start < players.length; start += batch) {
    const group = players.slice(start, start + batch).map(
      (player) =>
        new Promise<BenchClient>((resolve, reject) => {
          const socket: ClientSocket = io(url, {
            ...SOCKET_OPTIONS,
            auth: { token: token(player) },
          });
          socket.on(SOCKET_EVENTS.receiveMessage, onReceive(tally));
          socket.once('connect_error', reject);
          socket.once('connect', () => {
            socket.emit(SOCKET_EVENTS.socketConnected, {
              userId: player.id,
              bgmiUserId: player.bgmiUserId,
            });
            socket.emit(SOCKET_EVENTS.newUserJoin, { bgmiUserId: player.bgmiUserId });
            resolve({ player, socket, nextFriend: 0 });
          });
        }),
    );
    clients.push(...(await Promise.all(group)));
  }
  return clients;
}

/** One chat message as the chat page sends it (send-message.ts: ack within 5 s). */
export function sendOne(client: BenchClient, tally: RoundTally): void {
  const { player, socket } = client;
  const to = player.friends[client.nextFriend % player.friends.length]!;
  client.nextFriend += 1;
  const sentAt = performance.now();
  tally.sent += 1;
  socket.timeout(5000).emit(
    SOCKET_EVENTS.sendMessage,
    {
      from: player.id,
      to,
      message: messageText(tally.round, sentAt),
      timestamp: new Date().toISOString(),
      clientMessageId: randomUUID(),
    },
    (error, ack) => {
      if (error || !ack.status) tally.failedAcks += 1;
    },
  );
}

export function closeClients(clients: BenchClient[]): void {
  for (const client of clients) client.socket.disconnect();
}
