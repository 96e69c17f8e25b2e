import type { PGlite } from '@electric-sql/pglite';

/** A message PGlite answers with (a row, a completion, an error ...). */
export type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** The wire messages of one exchange, as one buffer (PGlite reads them in order). */
export function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The answers of a pipelined pass, one list per sync sent: the server ends each sync's answer
 * with ReadyForQuery, after the statement's rows or its error. Fewer answers than syncs sent
 * would hand one caller another's rows, so that is an error for the whole pass.
 */
export function segmentsBySync(messages: BackendMessage[], syncs: number): BackendMessage[][] {
  const segments: BackendMessage[][] = [];
  let current: BackendMessage[] = [];
  for (const message of messages) {
    current.push(message);
    if (message.name === 'readyForQuery') {
      segments.push(current);
      current = [];
    }
  }
  if (segments.length !== syncs)
    throw new Error(`PGlite answered ${segments.length} of ${syncs} pipelined statements`);
  return segments;
}
