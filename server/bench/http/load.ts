import autocannon from 'autocannon';
export { median, spread } from '../stats';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
}

/** One autocannon run: POST with a JSON body, `connections` at once, for `seconds`. */
export async function load(
  url: string,
  body: unknown,
  { connections = 32, seconds = 4, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
