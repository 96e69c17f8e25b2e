import { ApiError } from '@bgmi/shared';

/**
 * Spec wording for a failed login or sign-up: the server's message (or the fallback when it
 * sent none); a transport error's own text; otherwise the "An error occurred" exception text.
 */
export function authErrorMessage(
  error: unknown,
  fallback: string,
  exceptionMessage: string,
): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return exceptionMessage;
}
