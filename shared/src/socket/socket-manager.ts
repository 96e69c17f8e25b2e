import { getRuntimeConfig } from '../config/runtime-config';
import { sessionStore } from '../session/session-store';
import { FOREIGN_TOKEN_MESSAGE } from '../api/api-error';
import { logoutAndGoHome } from '../session/force-logout';
import { getPageQueryClient } from '../api/query-client';
import { SOCKET_EVENTS } from './socket-event-names';
import type { ClientSocket } from './socket-event-map';
import { disconnectSocket, holder, publish } from './socket-holder';
import { SOCKET_OPTIONS } from './socket-options';

export { disconnectSocket, getSocket, onSocketChange, useSocket } from './socket-holder';

export { SOCKET_OPTIONS } from './socket-options';

/**
 * A socket to the API server, authenticated by the token in the handshake. socket.io-client is
 * loaded on first use, so a visitor who never logs in does not download it.
 */
export async function createSocket(apiUrl: string, token: string): Promise<ClientSocket> {
  const { io } = await import('socket.io-client');
  // An empty apiUrl is the page's own origin (the static server forwards socket.io): io('')
  // would read it as a host name.
  return io(apiUrl || window.location.origin, { ...SOCKET_OPTIONS, auth: { token } });
}

function wire(socket: ClientSocket): void {
  socket.on('connect_error', (error: Error) => {
    // The server refused the handshake token: the same logout as an API call would do.
    if (error.message === FOREIGN_TOKEN_MESSAGE) logoutAndGoHome();
  });
  socket.on('connect', () => {
    const current = sessionStore.getState().userinfo;
    if (current) {
      socket.emit(SOCKET_EVENTS.socketConnected, {
        userId: current.userId,
        bgmiUserId: current.bgmiUserId,
      });
    }
  });
  socket.on(SOCKET_EVENTS.roundDetails, (raw: unknown) => {
    const client = getPageQueryClient();
    // Checked and applied by a module loaded on the first push (jantri's game only), so the first
    // page carries neither it nor the schema library; pushes keep their order (each waits on the
    // same import), and a payload its schema refuses changes nothing.
    if (client)
      void import('../session/live-updates').then((m) => m.applyRoundDetails(client, raw));
  });
}

/**
 * Connects the one socket of this page for the logged-in user (idempotent per token),
 * announces the user with `socket_connected` on every (re)connect, and writes `session_details`
 * into the page's QueryClient (round, wallet, client and game lists).
 */
export async function connectSocket(): Promise<ClientSocket | null> {
  const token = sessionStore.getState().userinfo?.auth_token;
  if (!token) return null;
  if (holder.token === token && holder.socket) return holder.socket;
  disconnectSocket();
  holder.token = token;
  const socket = await createSocket(getRuntimeConfig().apiUrl, token);
  // A logout or another login happened while the client library loaded.
  if (holder.token !== token) {
    socket.disconnect();
    return null;
  }
  wire(socket);
  publish(socket);
  return socket;
}
