import {
  CLIENT_EVENT_PAYLOADS,
  SOCKET_EVENTS,
  describeZodError,
  type ClientEventName,
} from '@bgmi/shared/server';
import type { AppSocket, WatcherSocket } from './socket-types';

const isClientEvent = (event: unknown): event is ClientEventName =>
  typeof event === 'string' && Object.hasOwn(CLIENT_EVENT_PAYLOADS, event);

/**
 * Every incoming event with a schema (shared CLIENT_EVENT_PAYLOADS) is parsed before its handler
 * runs, so handlers get exactly `(payload, ack?)` of the typed event map. A refused payload never
 * reaches a handler: the sender's ack gets `{ status: false, message, field }` naming the field,
 * or, without an ack, an `event_refused` event says the same. Extra arguments are dropped and a
 * missing ack becomes a no-op, so a handler may always call its ack.
 */
export function validateSocketEvents(socket: AppSocket | WatcherSocket): void {
  socket.use((packet, next) => {
    const [event, ...args] = packet as unknown[];
    if (!isClientEvent(event)) return next();
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : undefined;
    const raw = typeof args[0] === 'function' ? undefined : args[0];
    const parsed = CLIENT_EVENT_PAYLOADS[event].safeParse(raw);
    if (parsed.success) {
      packet.splice(1, packet.length - 1, parsed.data, ack ?? (() => undefined));
      return next();
    }
    const refusal = { status: false, ...describeZodError(parsed.error, 'payload') };
    if (ack) ack(refusal);
    else socket.emit(SOCKET_EVENTS.eventRefused, { event, ...refusal });
  });
}
