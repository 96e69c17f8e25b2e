/**
 * Event names of the realtime socket (DESIGN section 4), without the payloads' zod schemas
 * (socket-events.ts), so the host API's socket carries no schema library on the first load;
 * socket-event-map.ts builds the typed event maps of both directions from the schemas.
 */
export const SOCKET_EVENTS = {
  socketConnected: 'socket_connected',
  newUserJoin: 'newUserJoin',
  sendMessage: 'send_message',
  receiveMessage: 'receive_message',
  roundDetails: 'session_details',
  /** The server's answer to an event whose payload it refused and that carried no ack. */
  eventRefused: 'event_refused',
} as const;

/** The socket.io namespace that needs no token: open `io(apiUrl + '/events')` to watch a table. */
export const SCRIM_DAY_SOCKET_NAMESPACE = '/events';

/**
 * Socket events of the scrim day. To watch a points table, emit `join_event` / `leave_event` with
 * { event_id } on the logged-in socket or, without a login, on the `/events` namespace; the server
 * then sends `points_table` there when results change. `notification` and `room_details` go to a
 * logged-in user's own room. Their payloads: contract/scrim-day-socket.ts.
 */
export const SCRIM_DAY_SOCKET_EVENTS = {
  joinEvent: 'join_event',
  leaveEvent: 'leave_event',
  pointsTable: 'points_table',
  notification: 'notification',
  roomDetails: 'room_details',
  /** The organiser's console row of an event, pushed to its organiser when its counts change. */
  organizerEvent: 'organizer_event',
} as const;
