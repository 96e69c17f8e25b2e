import autocannon from 'autocannon';

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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Spread of a series as (max - min) / median, the noise figure printed beside each median. */
export function spread(values: number[]): number {
  const m = median(values);
  return m ? (Math.max(...values) - Math.min(...values)) / m : 0;
}
