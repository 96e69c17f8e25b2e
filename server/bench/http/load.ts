import autocannon from 'autocannon';
export { median, spread } from '../stats';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  /** Calls answered 2xx. */
  ok: number;
}

/** What one connection sends instead of the shared headers and body (a caller of its own). */
export interface PerConnection {
  headers: Record<string, string>;
  body: unknown;
}

/**
 * One autocannon run: POST with a JSON body, `connections` at once, for `seconds`. With
 * `perConnection`, connection i sends perConnection[i % length] (its own token and body).
 */
export async function load(
  url: string,
  body: unknown,
  {
    connections = 32,
    seconds = 4,
    headers = {} as Record<string, string>,
    perConnection = [] as PerConnection[],
  } = {},
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    setupClient: (client) => {
      const own = perConnection[next++ % Math.max(perConnection.length, 1)];
      if (own)
        client.setHeadersAndBody(
          { 'content-type': 'application/json', ...own.headers },
          JSON.stringify(own.body),
        );
    },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ok: result['2xx'],
  };
}
