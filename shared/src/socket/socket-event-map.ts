import type { z } from 'zod';
import type { Socket } from 'socket.io-client';
import type {
  NotificationPayload,
  PointsTablePayload,
  RoomDetailsPayload,
} from '../contract/scrim-day-socket';
import type { OrganizerEventPayload } from '../contract/scrim-day-slips';
import type { StageTables } from '../contract/esports-stages';
import type { JantriPassNotice } from '../contract/upper-broker';
import {
  STAFF_SOCKET_EVENTS,
  WatchBookPayload,
  type BookAccessRemovedPayload,
  type StaffEntryPayload,
} from '../contract/jantri-staff-socket';
import {
  JoinEventPayload,
  NewUserJoinPayload,
  SCRIM_DAY_SOCKET_EVENTS,
  SOCKET_EVENTS,
  SendMessagePayload,
  SocketConnectedPayload,
  type EventRefusedPayload,
  type ReceiveMessagePayload,
  type SendMessageAck,
  type RoundDetailsPayload,
  type SocketAck,
} from './socket-events';

/**
 * The schema of every event a client sends. The server validates each incoming payload with it
 * before a handler runs (a refused one is answered with the field's message), and the typed
 * event map below is inferred from it, so a new event is one entry here.
 */
export const CLIENT_EVENT_PAYLOADS = {
  [SOCKET_EVENTS.socketConnected]: SocketConnectedPayload,
  [SOCKET_EVENTS.newUserJoin]: NewUserJoinPayload,
  [SOCKET_EVENTS.sendMessage]: SendMessagePayload,
  [SCRIM_DAY_SOCKET_EVENTS.joinEvent]: JoinEventPayload,
  [SCRIM_DAY_SOCKET_EVENTS.leaveEvent]: JoinEventPayload,
  [STAFF_SOCKET_EVENTS.watchBook]: WatchBookPayload,
} as const;
export type ClientEventName = keyof typeof CLIENT_EVENT_PAYLOADS;

/** Events whose sender always waits for the answer, and what that answer is. */
interface RequiredAcks {
  [SOCKET_EVENTS.sendMessage]: SendMessageAck;
}
type Payload<E extends ClientEventName> = z.infer<(typeof CLIENT_EVENT_PAYLOADS)[E]>;

/**
 * Client to server: `socket.emit(name, payload, ack)` for an event of RequiredAcks (so
 * `socket.timeout(ms).emit(...)` types its `(error, answer)` callback), `ack` optional for the
 * others, answered with a SocketAck.
 */
export type ClientToServerEvents = {
  [E in ClientEventName]: E extends keyof RequiredAcks
    ? (payload: Payload<E>, ack: (answer: RequiredAcks[E]) => void) => void
    : (payload: Payload<E>, ack?: (answer: SocketAck) => void) => void;
};

/** Server to client: what `socket.on(name, listener)` receives. */
export interface ServerToClientEvents {
  [SOCKET_EVENTS.roundDetails]: (payload: RoundDetailsPayload) => void;
  [SOCKET_EVENTS.receiveMessage]: (payload: ReceiveMessagePayload) => void;
  [SOCKET_EVENTS.eventRefused]: (payload: EventRefusedPayload) => void;
  [SCRIM_DAY_SOCKET_EVENTS.pointsTable]: (payload: PointsTablePayload) => void;
  [SCRIM_DAY_SOCKET_EVENTS.notification]: (payload: NotificationPayload) => void;
  [SCRIM_DAY_SOCKET_EVENTS.roomDetails]: (payload: RoomDetailsPayload) => void;
  [SCRIM_DAY_SOCKET_EVENTS.organizerEvent]: (payload: OrganizerEventPayload) => void;
  /** A stage's new tables (issue 22; STAGE_TABLES_EVENT), sent to the event's room. */
  stage_tables: (payload: StageTables) => void;
  /** A pass arrived (to the upper) or was answered (to the sender): issue 27, JANTRI_PASS_EVENT. */
  jantri_pass: (payload: JantriPassNotice) => void;
  /** A staff writer saved or deleted bets in the operator's book (issue 27), to the operator. */
  [STAFF_SOCKET_EVENTS.staffEntry]: (payload: StaffEntryPayload) => void;
  /** A member's access to a book ended, to his sockets in that book's room. */
  [STAFF_SOCKET_EVENTS.accessRemoved]: (payload: BookAccessRemovedPayload) => void;
}
export type ServerEventName = keyof ServerToClientEvents;

/** The page's socket, typed both ways. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
