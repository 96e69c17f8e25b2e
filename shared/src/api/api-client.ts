import { getRuntimeConfig, logoutAndGoHome, sessionStore } from '@bgmi/shared/host-api';
import { ApiError, FOREIGN_TOKEN_MESSAGE } from './api-error';
import { wordApiMessage } from '../i18n/api-wording';
import {
  endpointUrlPath,
  type Endpoint,
  type EndpointBody,
  type EndpointResponse,
} from './define-endpoint';

type FailureBody = { status?: unknown; message?: unknown; field?: unknown; code?: unknown };

function readFailure(json: unknown, fallback: string): { message: string; field?: string } {
  const body = (json ?? {}) as FailureBody;
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  return typeof body.field === 'string' ? { message, field: body.field } : { message };
}

/**
 * POSTs a JSON body to `${apiUrl}/BGMI/<path>` and returns the parsed answer.
 * - the stored auth token goes in the Authorization header when the call needs it;
 * - an HTTP failure or `status: false` throws ApiError carrying the server's `message`;
 * - `token not belonging to the user` disconnects the socket, clears userinfo and goes home.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  body: EndpointBody<E>,
  init: { signal?: AbortSignal; fallbackMessage?: string } = {},
): Promise<EndpointResponse<E>> {
  const fallback = init.fallbackMessage ?? 'Something went wrong';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = sessionStore.getState().userinfo?.auth_token;
  if (endpoint.auth && token) headers.Authorization = `Bearer ${token}`;

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

  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(`Unexpected answer from ${endpoint.path}`, response.status);
  }
  // A notice in the reader's language (the answer's code; its English stays on the wire).
  const worded = await wordApiMessage(parsed.data as FailureBody);
  return (
    worded === undefined ? parsed.data : { ...(parsed.data as object), message: worded }
  ) as EndpointResponse<E>;
}
