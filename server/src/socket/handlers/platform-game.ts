import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { NewUserJoinPayload, SOCKET_EVENTS } from '@bgmi/shared';
import type { SocketData } from '../../plugins/socket';
import { userSessionDetails } from '../../services/platform-game-session';

/**
 * The game page's live round: each socket gets `session_details` (the running round, its own bets,
 * clients, games and wallet) when it connects and again on `newUserJoin`.
 */
export function registerPlatformGameHandlers(app: FastifyInstance, socket: Socket): void {
  const { user } = socket.data as SocketData;
  const send = () => {
    userSessionDetails(app.database, user.id, app.config.roundSeconds)
      .then((details) =>
        socket.emit(SOCKET_EVENTS.sessionDetails, { ...details, session_result: null }),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'session_details failed'));
  };
  send();
  socket.on(SOCKET_EVENTS.newUserJoin, (raw: unknown) => {
    const parsed = NewUserJoinPayload.safeParse(raw);
    if (!parsed.success || parsed.data.bgmiUserId.toLowerCase() !== user.bgmiUserId.toLowerCase())
      return;
    send();
  });
}
