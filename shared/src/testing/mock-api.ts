// The one way browser-side tests fake the API: MSW (msw on npm) answers the page's real fetch.
// scripts/jest/setup-dom.ts starts `apiServer` for every browser test file, forgets handlers and
// calls after each test, and fails a test whose page called an endpoint the test did not answer.
// A test says what the server answers with `mockApi(endpoint, answer)` (typed by the contract:
// the answer is the endpoint's response) and reads what was sent with `calls`.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { Endpoint, EndpointBody } from '../api/define-endpoint';

const unanswered: string[] = [];
let testRunning = false;

/**
 * What no test answered: an API call is noted (the test fails after), anything else (the
 * socket's handshake, an image) gets a network error. Nothing leaves the machine.
 */
const noNetwork = http.all('*', ({ request }) => {
  if (testRunning && request.url.includes('/BGMI/'))
    unanswered.push(`${request.method} ${request.url}`);
  return HttpResponse.error();
});

export const apiServer = setupServer(noNetwork);

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
type Reply<Response, Body = unknown> =
  Answer<Response> | ((call: ApiCall<Body>) => Answer<Response> | Promise<Answer<Response>>);

/** An answer of `endpoint`: its response as the server sends it, or a failure. */
type EndpointReply<E extends Endpoint> = Reply<z.input<E['response']>, EndpointBody<E>>;

const sent: ApiCall[] = [];

/** What the page sent in this test, in order: each call's path under /BGMI/ and its body. */
export function apiSent(): { path: string; body: unknown }[] {
  return sent.map(({ path, body }) => ({ path, body }));
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

function answerWith(pattern: RegExp, replies: Reply<unknown, never>[], calls: ApiCall[]) {
  let next = 0;
  apiServer.use(
    http.post(pattern, async ({ request }) => {
      const text = await request.text();
      const call = callFor(request, text ? JSON.parse(text) : undefined);
      calls.push(call);
      sent.push(call);
      const reply = replies[Math.min(next++, replies.length - 1)];
      return toResponse(typeof reply === 'function' ? await reply(call as ApiCall<never>) : reply);
    }),
  );
}

/**
 * Answers every call of `endpoint` until the test ends: with the replies in order, the last one
 * again for any later call. Returns the calls made to it (bodies typed by the contract). Given
 * the endpoint, the answers are type-checked against its response; a bare path (under /BGMI/)
 * is for endpoints a test does not import.
 */
export function mockApi<E extends Endpoint>(
  endpoint: E,
  ...replies: [EndpointReply<E>, ...EndpointReply<E>[]]
): { calls: ApiCall<EndpointBody<E>>[] };
export function mockApi(
  path: string,
  ...replies: [Reply<unknown>, ...Reply<unknown>[]]
): { calls: ApiCall[] };
export function mockApi(endpoint: Endpoint | string, ...replies: Reply<unknown, never>[]) {
  const calls: ApiCall[] = [];
  const path = typeof endpoint === 'string' ? endpoint : endpoint.path;
  answerWith(new RegExp(`/BGMI/${escape(path)}$`), replies, calls);
  return { calls };
}

/** Answers several paths at once (a page that loads more than one thing), each answer always. */
export function mockApis(answers: Record<string, Reply<unknown>>): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  for (const [path, reply] of Object.entries(answers)) {
    answerWith(new RegExp(`/BGMI/${escape(path)}$`), [reply], calls);
  }
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

/**
 * A JSON file a server serves outside the API (the shell's /runtime-config.json, a remote's
 * manifest), until the test ends; NO_ANSWER for one that never comes.
 */
export function mockServedFile(path: string, body: object | Failure): void {
  apiServer.use(http.get(new RegExp(`${escape(path)}$`), () => toResponse(body)));
}

/** Called by scripts/jest/setup-dom.ts around every browser test. */
export function startApiServer(): void {
  apiServer.listen({ onUnhandledRequest: 'error' });
}

/** Before each test: calls nobody answered count from here. */
export function watchApiCalls(): void {
  testRunning = true;
}

/**
 * After each test: handlers and calls forgotten; a call nobody answered fails the test (a call
 * still on its way as the test ends is not counted).
 */
export function resetApiServer(): void {
  testRunning = false;
  const missed = unanswered.splice(0);
  apiServer.resetHandlers();
  sent.length = 0;
  if (missed.length) {
    throw new Error(`The page called what the test did not answer: ${missed.join(', ')}`);
  }
}
