import { io, type Socket } from 'socket.io-client';
import { getRuntimeConfig } from '../config/runtime-config';
import { sessionStore } from '../session/session-store';
import { SOCKET_EVENTS, SessionDetailsPayload } from './socket-events';

/** Spec constants: websocket transport only, 5 reconnect attempts 1 s apart. */
export const SOCKET_OPTIONS = {
  transports: ['websocket' as const],
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
};

const KEY = '__BGMI_SOCKET__';
type Holder = { [KEY]?: Socket };

/** A socket to the API server, authenticated by the token in the handshake. */
export function createSocket(apiUrl: string, token: string): Socket {
  return io(apiUrl, { ...SOCKET_OPTIONS, auth: { token } });
}

export function getSocket(): Socket | null {
  return (globalThis as Holder)[KEY] ?? null;
}

/**
 * Connects the one socket of this page for the logged-in user (idempotent), announces the user
 * with `socket_connected` on every (re)connect, and feeds `session_details` into the store.
 */
export function connectSocket(): Socket | null {
  const userinfo = sessionStore.getState().userinfo;
  if (!userinfo?.auth_token) return null;
  const existing = getSocket();
  if (
    existing &&
    existing.auth &&
    (existing.auth as { token?: string }).token === userinfo.auth_token
  ) {
    return existing;
  }
  existing?.disconnect();
  const socket = createSocket(getRuntimeConfig().apiUrl, userinfo.auth_token);
  socket.on('connect', () => {
    const current = sessionStore.getState().userinfo;
    if (current) {
      socket.emit(SOCKET_EVENTS.socketConnected, {
        userId: current.userId,
        bgmiUserId: current.bgmiUserId,
      });
    }
  });
  socket.on(SOCKET_EVENTS.sessionDetails, (raw: unknown) => {
    const parsed = SessionDetailsPayload.safeParse(raw);
    if (!parsed.success) return;
    const { updated_wallet, user_clients, user_games, ...details } = parsed.data;
    const state = sessionStore.getState();
    state.setSessionDetails(details);
    const patch: Record<string, unknown> = {};
    if (updated_wallet !== undefined) patch.wallet = updated_wallet;
    if (user_clients) patch.user_clients = user_clients;
    if (user_games) patch.user_games = user_games;
    if (Object.keys(patch).length) state.updateUserinfo(patch);
  });
  (globalThis as Holder)[KEY] = socket;
  return socket;
}

export function disconnectSocket(): void {
  const socket = getSocket();
  socket?.removeAllListeners();
  socket?.disconnect();
  (globalThis as Holder)[KEY] = undefined;
}
