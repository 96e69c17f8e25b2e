/**
 * An expected failure with its HTTP status (DESIGN section 3: 400 bad input, 401 no or foreign
 * token, 403 not allowed, 404 unknown, 409 conflict, 429 too many). The error handler turns it
 * into `{ status: false, message, field? }`.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Please login first') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string, field?: string) => new HttpError(404, message, field);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);

/** PostgreSQL unique_violation (23505), to turn a lost race into a 409 instead of a 500. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // drizzle wraps driver errors in `cause`; walk the chain.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') {
      return constraint ? candidate.constraint === constraint : true;
    }
    current = candidate.cause;
  }
  return false;
}

/** PostgreSQL check_violation (23514): a CHECK such as the wallet floor refused the write. */
export function isCheckViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { code?: string; cause?: unknown };
    if (candidate.code === '23514') return true;
    current = candidate.cause;
  }
  return false;
}
