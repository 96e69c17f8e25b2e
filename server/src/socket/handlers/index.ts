import type { FastifyInstance } from 'fastify';
import { registerChatHandlers } from './friends-chat';
import { registerScrimDayHandlers } from './scrim-day';
import { registerUserJoinHandlers } from './user-join';
import { registerJantriBookHandlers } from './jantri-staff';
import type { AppSocket } from '../socket-types';

/**
 * The handlers of a logged-in socket, one file per area. A handler gets the app (database,
 * config, senders) and the socket as arguments, reads its typed, already validated payload and
 * calls a service; it imports nothing from plugins/.
 */
export function registerSocketHandlers(app: FastifyInstance, socket: AppSocket): void {
  registerUserJoinHandlers(app, socket);
  registerChatHandlers(app, socket);
  registerScrimDayHandlers(socket);
  registerJantriBookHandlers(app, socket);
}
