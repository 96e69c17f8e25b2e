/**
 * Limits of the realtime socket (issue 9), counted per user (events, open sockets) or per client
 * address (failed handshakes) across every API instance. The counts themselves are server
 * settings; the windows and the words the client may show are shared.
 */
export const SOCKET_LIMIT_WINDOWS = { eventsMs: 10_000, handshakeFailuresMs: 60_000 } as const;

export const SOCKET_LIMIT_MESSAGES = {
  events: 'You are doing that too fast. Please wait a moment.',
  sockets: 'Too many open connections. Close another tab and try again.',
  handshakes: 'Too many failed connection attempts. Please try again in a minute.',
} as const;
