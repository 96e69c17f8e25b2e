import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';

/** Socket events of this area: filled by its feature issue. */
export function registerChatHandlers(_app: FastifyInstance, _socket: Socket): void {}
