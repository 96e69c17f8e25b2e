import type { Server, Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  ServerEventName,
  ServerToClientEvents,
} from '@bgmi/shared/server';
import type { AuthUser } from '../repositories/user/user-repository';

/** What the handshake stores on each socket of the main namespace. */
export interface SocketData {
  user: AuthUser;
  /** The token row the socket was opened with: revoking it closes the socket. */
  tokenId: string;
}

type NoServerEvents = Record<string, never>;
/** socket.io typed with the shared event maps: a wrong event name or payload fails to compile. */
export type AppServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  NoServerEvents,
  SocketData
>;
export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  NoServerEvents,
  SocketData
>;
/** A socket of the public `/events` namespace (no login, so no user in its data). */
export type WatcherSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** The payload a server event carries. */
export type ServerPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** Sends an event to every open tab of one user, on any API instance. */
export type EmitToUser = <E extends ServerEventName>(
  userId: string,
  event: E,
  payload: ServerPayload<E>,
) => void;
/** Sends an event to every connected socket. */
export type Broadcast = <E extends ServerEventName>(event: E, payload: ServerPayload<E>) => void;
/** Sends an event to every socket in a room, in the main and the `/events` namespace. */
export type EmitToRoom = <E extends ServerEventName>(
  room: string,
  event: E,
  payload: ServerPayload<E>,
) => void;

/**
 * socket.io's emit types cannot follow a generic event name through its room operators; the
 * senders' own signatures above check every caller, so inside them the target is used loosely.
 */
export function looseEmitter(target: object): { emit(event: string, payload: unknown): unknown } {
  return target as { emit(event: string, payload: unknown): unknown };
}
