/** A failed call: the server's `message` (or a transport error's text) plus the HTTP status. */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly field: string | undefined;
  /** The server's own (English) words and their stable code: for code that tells cases apart. */
  readonly serverMessage: string;
  readonly code: string | undefined;

  /** `message`: what a person reads (in their language); `serverMessage`: the API's English. */
  constructor(
    message: string,
    httpStatus: number,
    field?: string,
    server: { message?: string; code?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.field = field;
    this.serverMessage = server.message ?? message;
    this.code = server.code;
  }
}

/** The message the spec tells the client to log out on. */
export const FOREIGN_TOKEN_MESSAGE = 'token not belonging to the user';

/** Text to show for any thrown value: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
