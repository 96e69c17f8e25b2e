import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@bgmi/shared/server';

/**
 * The envelope fields plugins/message-codes.ts adds beside an answer's `message` after the
 * handler: the client reads them from the raw answer, not through the endpoint's schema.
 */
const ENVELOPE_KEYS = new Set(['code', 'params']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** At most this many faults of one answer are logged (a wrong list would repeat one per row). */
const MOST_ISSUES = 5;

/**
 * The keys of `sent` that the schema's output dropped: fields the contract does not have, by
 * path. zod's objects strip unknown keys silently, so a parse alone would let a renamed or leaked
 * field (a password hash, `teamName` for `team_name`) through; the client would never see it.
 */
function unknownKeys(sent: unknown, parsed: unknown, path: string[], found: string[][]): void {
  if (found.length >= MOST_ISSUES) return;
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    sent.forEach((item, i) => unknownKeys(item, parsed[i], [...path, String(i)], found));
    return;
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue; // JSON drops it too
    if (key in parsed) unknownKeys(value, parsed[key], [...path, key], found);
    else if (path.length > 0 || !ENVELOPE_KEYS.has(key)) found.push([...path, key]);
  }
}

/** One fault of an answer: the field's dotted path ('(root)' for the whole) and what is wrong. */
export interface AnswerIssue {
  field: string;
  message: string;
}

/** Why an answer is not its endpoint's: a sentence naming the first fault, and all of them. */
export interface AnswerMismatch {
  text: string;
  issues: AnswerIssue[];
}

const LACKED_FIELD = 'a field the contract lacks';

/** Why `payload` is not an answer of `endpoint`, or null when it is. */
export function answerMismatch(endpoint: Endpoint, payload: unknown): AnswerMismatch | null {
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, MOST_ISSUES).map((issue) => ({
      field: issue.path.join('.') || '(root)',
      message: issue.message,
    }));
    const [first] = issues;
    const text = `The answer of ${endpoint.path} does not match its contract at ${first?.field}: ${first?.message}`;
    return { text, issues };
  }
  const unknown: string[][] = [];
  unknownKeys(payload, parsed.data, [], unknown);
  if (unknown.length === 0) return null;
  const issues = unknown.map((path) => ({ field: path.join('.'), message: LACKED_FIELD }));
  const text = `The answer of ${endpoint.path} has a field its contract lacks: ${issues[0]?.field}`;
  return { text, issues };
}

/**
 * Checks one successful answer (config.checkAnswers): 'throw' throws (the error handler answers
 * 500, so a test fails), 'log' logs the endpoint, each faulty field and zod's message for it,
 * and lets the answer go; 'off' is never called.
 */
function checkAnswer(
  mode: 'throw' | 'log',
  endpoint: Endpoint,
  payload: unknown,
  log: FastifyBaseLogger,
): void {
  const mismatch = answerMismatch(endpoint, payload);
  if (!mismatch) return;
  if (mode === 'throw') throw new Error(mismatch.text);
  log.error({ endpoint: endpoint.path, issues: mismatch.issues }, mismatch.text);
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
 * once per build of the cached text, and logged with the request that built it.
 */
export function checkedAnswer<T>(request: FastifyRequest, endpoint: Endpoint, answer: T): T {
  const mode = request.server.config.checkAnswers;
  if (mode !== 'off') checkAnswer(mode, endpoint, answer, request.log);
  return answer;
}
