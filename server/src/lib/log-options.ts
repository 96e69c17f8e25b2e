import type { FastifyServerOptions } from 'fastify';

/**
 * Secrets never reach a log line (DESIGN section 3). Two guards:
 * - `redact` blanks secret-named keys of anything logged as an object;
 * - the `err` serializer drops SQL parameters: a failed query's message ends with
 *   `params: <every value>` (a sign-up's e-mail, phone and password hash), and PostgreSQL's
 *   `detail` repeats values ("Key (email)=(...) already exists"). The SQL text keeps its $n.
 */
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  // Issue 25: change and reset password bodies, and the hash of a reset code.
  'currentPassword',
  'newPassword',
  'codeHash',
  'code_hash',
  'passwordHash',
  'password_hash',
  'token',
  'auth_token',
  'tokenHash',
  'token_hash',
  'authorization',
  'email',
  'phone',
  'params',
  'parameters',
  'detail',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-admin-key"]',
  'headers.authorization',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
];

const KEPT_ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'routine'];

/** Cuts `params: ...` off a failed query's text (message and stack). */
function withoutParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[non-error thrown]', stack: '' };
  const out: SerializedError = {
    type: error.name,
    message: withoutParams(error.message) ?? '',
    stack: withoutParams(error.stack) ?? '',
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of KEPT_ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (typeof fields.query === 'string') out.query = fields.query;
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
}
