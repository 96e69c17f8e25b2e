import type { ZodError } from 'zod';

/**
 * The one wording of a failed parse, for HTTP bodies, socket payloads and CLI arguments alike:
 * the first problem, its field (`root` when the whole value is wrong) and a message. A schema's
 * own message (the spec's text) is kept; zod's generic one ("Invalid input: expected string…")
 * becomes "<field> is required" for a missing value and "<field> is invalid" otherwise.
 */
export function describeZodError(
  error: ZodError,
  root: string,
): { message: string; field: string } {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : root;
  const generic = !issue || issue.message.startsWith('Invalid input');
  if (!generic) return { message: issue.message, field };
  // zod reports no input by default; its wording says whether the value was missing.
  const missing = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined');
  return { message: missing ? `${field} is required` : `${field} is invalid`, field };
}
