import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { registerChatHandlers } from './chat';
import { registerPlatformGameHandlers } from './platform-game';

/** Per-socket event handlers of each area; the socket's user is `socket.data.user`. */
export function registerSocketHandlers(app: FastifyInstance, socket: Socket): void {
  registerChatHandlers(app, socket);
  registerPlatformGameHandlers(app, socket);
}
