import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@bgmi/shared/server';

/**
 * The envelope fields plugins/message-codes.ts adds beside an answer's `message` after the
 * handler: the client reads them from the raw answer, not through the endpoint's schema.
 */
const ENVELOPE_KEYS = new Set(['code', 'params']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first key of `sent` that the schema's output dropped: a field the contract does not have.
 * zod's objects strip unknown keys silently, so a parse alone would let a renamed or leaked
 * field (a password hash, `teamName` for `team_name`) through; the client would never see it.
 */
function firstUnknownKey(sent: unknown, parsed: unknown, path: string[]): string[] | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (let i = 0; i < sent.length; i += 1) {
      const found = firstUnknownKey(sent[i], parsed[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return null;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue; // JSON drops it too
    if (!(key in parsed)) {
      if (path.length === 0 && ENVELOPE_KEYS.has(key)) continue;
      return [...path, key];
    }
    const found = firstUnknownKey(value, parsed[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Why `payload` is not an answer of `endpoint` (its first mismatch), or null when it is. */
export function answerMismatch(endpoint: Endpoint, payload: unknown): string | null {
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || '(root)';
    return `The answer of ${endpoint.path} does not match its contract at ${where}: ${issue?.message}`;
  }
  const unknown = firstUnknownKey(payload, parsed.data, []);
  if (!unknown) return null;
  return `The answer of ${endpoint.path} has a field its contract lacks: ${unknown.join('.')}`;
}

/**
 * Checks one successful answer (config.checkAnswers): 'throw' throws (the error handler answers
 * 500, so a test fails), 'log' logs and lets it go, 'off' is never called.
 */
function checkAnswer(
  mode: 'throw' | 'log',
  endpoint: Endpoint,
  payload: unknown,
  log: FastifyBaseLogger,
): void {
  const text = answerMismatch(endpoint, payload);
  if (!text) return;
  if (mode === 'throw') throw new Error(text);
  log.error({ path: endpoint.path }, text);
}

/**
 * The server checks its own answers against the contract (config.checkAnswers): a successful
 * answer of an endpoint must parse with the endpoint's response schema, the one the client
 * parses it with, and carry no field the schema lacks. 'throw' (tests) answers 500 naming the
 * path and the first mismatch, so a test fails; 'log' (development) logs it and answers as
 * usual; 'off' (production) checks nothing.
 * Error answers ({ status: false, message }) are the error handler's and are not checked.
 */
export function answerCheckHook(app: FastifyInstance, endpoint: Endpoint) {
  const mode = app.config.checkAnswers;
  if (mode === 'off') return [];
  return [
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode >= 400 || typeof payload !== 'object' || payload === null)
        return payload;
      if ((payload as { status?: unknown }).status === false) return payload;
      checkAnswer(mode, endpoint, payload, request.log);
      return payload;
    },
  ];
}

/**
 * The same check for an answer that leaves as text (a public list, serialised once into the
 * public cache): Fastify runs no preSerialization hook on a string, so it is checked here,
 * once per build of the cached text.
 */
export function checkedAnswer<T>(app: FastifyInstance, endpoint: Endpoint, answer: T): T {
  const mode = app.config.checkAnswers;
  if (mode !== 'off') checkAnswer(mode, endpoint, answer, app.log);
  return answer;
}
