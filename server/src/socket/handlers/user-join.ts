import type { FastifyInstance } from 'fastify';
import { FOREIGN_TOKEN_MESSAGE, SOCKET_EVENTS } from '@bgmi/shared/server';
import { userRoundDetails } from '../../services/platform-game-round-details';
import { userRoom } from '../rooms';
import type { AppSocket } from '../socket-types';

/**
 * Who the socket is. Identity is the handshake token's user (socket.data.user), never a payload:
 * `socket_connected` and `newUserJoin` naming someone else are only answered with a refusal.
 * Each socket gets `session_details` (the running round, its own bets, clients, games and
 * wallet) when it connects and again on its own `newUserJoin` (the game page and the chat both
 * announce themselves with it).
 */
export function registerUserJoinHandlers(app: FastifyInstance, socket: AppSocket): void {
  const { user } = socket.data;
  const sendRoundDetails = () => {
    userRoundDetails(app.database, user.id, app.config.roundSeconds)
      .then((details) =>
        socket.emit(SOCKET_EVENTS.roundDetails, { ...details, session_result: null }),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'session_details failed'));
  };
  sendRoundDetails();

  socket.on(SOCKET_EVENTS.socketConnected, (payload, ack) => {
    const ok = payload.userId === user.id;
    ack?.({ status: ok, message: ok ? 'connected' : FOREIGN_TOKEN_MESSAGE });
  });

  socket.on(SOCKET_EVENTS.newUserJoin, (payload, ack) => {
    const mine = payload.bgmiUserId.toLowerCase() === user.bgmiUserId.toLowerCase();
    // The room is the token's user's whatever the payload says; a foreign id is only reported.
    void socket.join(userRoom(user.id));
    ack?.({ status: mine, message: mine ? 'joined' : FOREIGN_TOKEN_MESSAGE });
    if (mine) sendRoundDetails();
  });
}
