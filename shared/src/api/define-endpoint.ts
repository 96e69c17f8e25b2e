import type { z } from 'zod';

/**
 * One API call of the contract: the path under /BGMI, whether it needs the auth token,
 * and the zod schemas of its body and its successful answer. The client parses answers
 * with `response`; the server validates bodies with `body`, so both sides share one truth.
 */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Auth extends boolean = boolean,
> {
  path: string;
  auth: Auth;
  body: Body;
  response: Response;
}

export function defineEndpoint<
  Body extends z.ZodType,
  Response extends z.ZodType,
  Auth extends boolean,
>(endpoint: Endpoint<Body, Response, Auth>): Endpoint<Body, Response, Auth> {
  return endpoint;
}

export type EndpointBody<E extends Endpoint> = z.input<E['body']>;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** The URL path the server mounts and the client posts to. */
export function endpointUrlPath(endpoint: Pick<Endpoint, 'path'>): string {
  return `/BGMI/${endpoint.path}`;
}

/** True for a contract endpoint (lets tools list every endpoint the package exports). */
export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.path === 'string' &&
    typeof candidate.auth === 'boolean' &&
    typeof candidate.body === 'object' &&
    typeof candidate.response === 'object' &&
    typeof (candidate.body as { safeParse?: unknown }).safeParse === 'function'
  );
}
