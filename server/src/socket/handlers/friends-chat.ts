import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS } from '@bgmi/shared/server';
import { Mutex } from '../../lib/mutex';
import { sendChatMessage, type ChatDeps } from '../../services/chat';
import type { AppSocket } from '../socket-types';

/** `send_message` (payload already validated): the chat service stores, numbers and delivers. */
export function registerChatHandlers(app: FastifyInstance, socket: AppSocket): void {
  const { user } = socket.data;
  const deps: ChatDeps = {
    database: app.database,
    limits: app.limits,
    floodLimit: app.config.chatFloodLimit,
    commit: app.config.chatCommit,
    emitToUser: app.emitToUser,
    log: app.log,
  };
  // One send at a time per socket: the next waits until the previous is stored and emitted, so
  // a player's quick sends keep their order in the database and on the receiver's screen.
  const queue = new Mutex();
  socket.on(SOCKET_EVENTS.sendMessage, (payload, ack) => {
    void queue.run(async () => ack(await sendChatMessage(deps, user, payload)));
  });
}
