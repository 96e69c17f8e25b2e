/**
 * Failures that mean "the database is away or too slow right now", not "this call is wrong"
 * (issue 25): the caller gets 503 with UNAVAILABLE_MESSAGE and may try again; nothing was stored
 * (a statement that timed out or lost its connection before COMMIT's reply is rolled back, and
 * a call is never acknowledged before its write returned).
 */
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (its database did not answer in time); please try again in a moment';

// SQLSTATE: query_canceled (statement_timeout), lock_not_available (lock_timeout),
// idle_in_transaction_session_timeout, admin/crash shutdown, cannot_connect_now, too many
// connections; and class 08 (connection exception).
const UNAVAILABLE_CODES = new Set(['57014', '55P03', '25P03', '57P01', '57P02', '57P03', '53300']);
// Node socket errors and pg / pg-pool messages of a refused, cut or stalled connection.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // drizzle wraps driver errors in `cause`; walk the chain.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))
      return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (MESSAGES.some((known) => message.includes(known))) return true;
    current = candidate.cause;
  }
  return false;
}
