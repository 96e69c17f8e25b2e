import { getRuntimeConfig, logoutAndGoHome, sessionStore } from '@bgmi/shared/host-api';
import { ApiError, FOREIGN_TOKEN_MESSAGE } from './api-error';
import { wordApiMessage } from '../i18n/api-wording';
import {
  endpointUrlPath,
  type Endpoint,
  type EndpointBody,
  type EndpointResponse,
} from './define-endpoint';
import { isLazyEndpoint, type LazyEndpoint } from './lazy-endpoint';
import { yieldToMain } from './yield-to-main';
import { loadSchemaLibrary } from './schema-library';

type FailureBody = { status?: unknown; message?: unknown; field?: unknown; code?: unknown };

function readFailure(json: unknown, fallback: string): { message: string; field?: string } {
  const body = (json ?? {}) as FailureBody;
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  return typeof body.field === 'string' ? { message, field: body.field } : { message };
}

/**
 * POSTs a JSON body to `${apiUrl}/BGMI/<path>` and returns the parsed answer.
 * - the stored auth token goes in the Authorization header when the call needs it;
 * - `init.book` names the jantri book a staff member acts on (DESIGN section 5, staff);
 * - an HTTP failure or `status: false` throws ApiError carrying the server's `message`;
 * - `token not belonging to the user` disconnects the socket, clears userinfo and goes home;
 * - a successful answer is parsed with the response schema (else ApiError `Unexpected answer`);
 *   a lazy endpoint (lazy-endpoint.ts) loads it as the answer arrives, so a page's first load
 *   need not carry zod and the contract, and nothing reaches the caller unchecked.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E | LazyEndpoint<E>,
  body: EndpointBody<E>,
  init: {
    signal?: AbortSignal;
    fallbackMessage?: string;
    /** A jantri call on another operator's book (his staff): its id, as X-Jantri-Book. */
    book?: string | null;
  } = {},
): Promise<EndpointResponse<E>> {
  const fallback = init.fallbackMessage ?? 'Something went wrong';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = sessionStore.getState().userinfo?.auth_token;
  if (endpoint.auth && token) headers.Authorization = `Bearer ${token}`;
  if (init.book) headers['X-Jantri-Book'] = init.book;

  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().apiUrl}${endpointUrlPath(endpoint)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: init.signal,
    });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : fallback, 0);
  }

  // The schema loads while the body is read; a failure (or a refused call) never needs it.
  const schema = response.ok ? responseSchema(endpoint, fallback) : undefined;
  // Awaited below only for a successful answer; a refused call does not report its load.
  schema?.catch(() => undefined);
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // a non-JSON answer (a proxy's error page) is reported with the fallback text
  }

  const failed = !response.ok || (json as FailureBody | null)?.status === false;
  if (failed) {
    const { message, field } = readFailure(json, fallback);
    if (message === FOREIGN_TOKEN_MESSAGE) logoutAndGoHome();
    const code = (json as FailureBody | null)?.code;
    const worded = await wordApiMessage(json as FailureBody | null);
    throw new ApiError(worded ?? message, response.status, field, {
      message,
      code: typeof code === 'string' ? code : undefined,
    });
  }

  const checker = await schema!;
  // A lazy endpoint's schemas were just evaluated (zod and the contract: tens of ms on a phone):
  // the parse and what the answer renders run in the next task, not in the same long one.
  if (isLazyEndpoint(endpoint)) await yieldToMain();
  const parsed = checker.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(`Unexpected answer from ${endpoint.path}`, response.status);
  }
  // A notice in the reader's language (the answer's code; its English stays on the wire).
  const worded = await wordApiMessage(parsed.data as FailureBody);
  return (
    worded === undefined ? parsed.data : { ...(parsed.data as object), message: worded }
  ) as EndpointResponse<E>;
}

/** The endpoint's response schema; a lazy endpoint's once loaded (a failed load: ApiError, 0). */
async function responseSchema<E extends Endpoint>(
  endpoint: E | LazyEndpoint<E>,
  fallback: string,
): Promise<E['response']> {
  if (!isLazyEndpoint(endpoint)) return endpoint.response;
  let loaded: E;
  try {
    await loadSchemaLibrary();
    loaded = await endpoint.load();
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : fallback, 0);
  }
  if (loaded.path !== endpoint.path || loaded.auth !== endpoint.auth) {
    throw new Error(`Lazy endpoint ${endpoint.path} loads ${loaded.path}`);
  }
  return loaded.response;
}
