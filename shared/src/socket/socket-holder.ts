import { useSyncExternalStore } from 'react';
import type { ClientSocket } from './socket-event-map';

/**
 * The page's one socket and who listens for it. Apart from socket-manager.ts so that the forced
 * logout (session/force-logout.ts) can close the socket without importing the manager, which
 * itself calls the forced logout.
 */
const KEY = '__BGMI_SOCKET__';
export interface SocketHolder {
  socket: ClientSocket | null;
  token: string | null;
  listeners: Set<(socket: ClientSocket | null) => void>;
}
type Global = { [KEY]?: SocketHolder };
// One holder per page even if this module is evaluated twice (see session-store.ts).
export const holder: SocketHolder = ((globalThis as Global)[KEY] ??= {
  socket: null,
  token: null,
  listeners: new Set(),
});

export function publish(socket: ClientSocket | null): void {
  holder.socket = socket;
  for (const listener of holder.listeners) listener(socket);
}

/** The page's socket, or null before login / while it is being created. */
export function getSocket(): ClientSocket | null {
  return holder.socket;
}

/** Calls listener whenever the page's socket is created or closed; returns the unsubscribe. */
export function onSocketChange(listener: (socket: ClientSocket | null) => void): () => void {
  holder.listeners.add(listener);
  return () => holder.listeners.delete(listener);
}

/** React hook: the page's socket (re-renders when it is created or closed). */
export function useSocket(): ClientSocket | null {
  return useSyncExternalStore(onSocketChange, getSocket, () => null);
}

export function disconnectSocket(): void {
  const socket = holder.socket;
  holder.token = null;
  socket?.removeAllListeners();
  socket?.disconnect();
  if (socket) publish(null);
}
