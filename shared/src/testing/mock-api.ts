// The one way browser-side tests fake the API: MSW (msw on npm) answers the page's real fetch.
// scripts/jest/setup-dom.ts starts `apiServer` for every browser test file, forgets handlers and
// calls after each test, and fails a test whose page called an endpoint the test did not answer.
// A test says what the server answers with `mockApi(endpoint, answer)` (typed by the contract:
// the answer is the endpoint's response) and reads what was sent with `calls`.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { Endpoint, EndpointBody } from '../api/define-endpoint';

export const apiServer = setupServer();

/** A request a page sent: the path under /BGMI/, its JSON body and its headers. */
export interface ApiCall<Body = unknown> {
  url: string;
  path: string;
  body: Body;
  headers: Headers;
}

const FAILURE = Symbol('api failure');
/** Anything but a 2xx JSON success: an HTTP status with a body (text for a non-JSON page). */
interface Failure {
  [FAILURE]: 'answer' | 'network' | 'never';
  status: number;
  body: unknown;
}

/** The server answers `status` with `body` (a string is sent as a non-JSON page). */
export function apiAnswer(status: number, body: unknown): Failure {
  return { [FAILURE]: 'answer', status, body };
}
/** The request never reaches the server (fetch rejects). */
export const NETWORK_ERROR: Failure = { [FAILURE]: 'network', status: 0, body: null };
/** The server never answers (a page stays in its loading state). */
export const NO_ANSWER: Failure = { [FAILURE]: 'never', status: 0, body: null };

type Answer<Response> = Response | Failure;
/** An answer, or a function of the call that gives one. */
export type Reply<Response> =
  Answer<Response> | ((call: ApiCall) => Answer<Response> | Promise<Answer<Response>>);

const sent: ApiCall[] = [];
const unanswered: string[] = [];

/** Every answered call the page made in this test, in order. */
export function apiCalls(): ApiCall[] {
  return [...sent];
}

async function toResponse(answer: Answer<unknown>): Promise<Response> {
  if (typeof answer !== 'object' || answer === null || !(FAILURE in answer)) {
    return HttpResponse.json(answer as object);
  }
  const failure = answer as Failure;
  if (failure[FAILURE] === 'network') return HttpResponse.error();
  if (failure[FAILURE] === 'never') await delay('infinite');
  return typeof failure.body === 'string'
    ? new HttpResponse(failure.body, { status: failure.status })
    : HttpResponse.json(failure.body as object, { status: failure.status });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const callFor = (request: Request, body: unknown): ApiCall => ({
  url: request.url,
  path: new URL(request.url).pathname.replace(/^.*?\/BGMI\//, ''),
  body,
  headers: request.headers,
});

function answerWith(pattern: RegExp, replies: Reply<unknown>[], calls: ApiCall[]) {
  let next = 0;
  apiServer.use(
    http.post(pattern, async ({ request }) => {
      const text = await request.text();
      const call = callFor(request, text ? JSON.parse(text) : undefined);
      calls.push(call);
      sent.push(call);
      const reply = replies[Math.min(next++, replies.length - 1)];
      return toResponse(typeof reply === 'function' ? await reply(call) : reply);
    }),
  );
}

/**
 * Answers every call of `endpoint` until the test ends: with the replies in order, the last one
 * again for any later call. Returns the calls made to it (bodies typed by the contract).
 */
export function mockApi<E extends Endpoint>(
  endpoint: E,
  ...replies: [Reply<z.input<E['response']>>, ...Reply<z.input<E['response']>>[]]
): { calls: ApiCall<EndpointBody<E>>[] } {
  const calls: ApiCall<EndpointBody<E>>[] = [];
  answerWith(new RegExp(`/BGMI/${escape(endpoint.path)}$`), replies, calls);
  return { calls };
}

/** Answers whatever the page calls, with the replies in order (the last one again after). */
export function mockAnyApi(...replies: [Reply<unknown>, ...Reply<unknown>[]]): {
  calls: ApiCall[];
} {
  const calls: ApiCall[] = [];
  answerWith(/\/BGMI\/.+$/, replies, calls);
  return { calls };
}

/** Called by scripts/jest/setup-dom.ts around every browser test. */
export function startApiServer(): void {
  apiServer.listen({
    onUnhandledRequest: (request) => {
      unanswered.push(`${request.method} ${request.url}`);
    },
  });
}

/** After each test: handlers and calls forgotten; a call nobody answered fails the test. */
export function resetApiServer(): void {
  apiServer.resetHandlers();
  sent.length = 0;
  const missed = unanswered.splice(0);
  if (missed.length) {
    throw new Error(`The page called what the test did not answer: ${missed.join(', ')}`);
  }
}
