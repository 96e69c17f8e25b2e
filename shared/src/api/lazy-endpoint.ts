import type { Endpoint } from './define-endpoint';

/**
 * A contract call named by its path and auth rule, whose zod schemas load only when an answer
 * must be checked (`callApi` loads them as the answer arrives and parses it exactly as with the
 * endpoint itself). For the calls of the first page: the shell and the home page load neither
 * the schema library nor the contract before their first paint. `load` resolves to the endpoint
 * the call is (same path and auth rule; `callApi` and lazy-contract.test.ts check it).
 */
export interface LazyEndpoint<E extends Endpoint = Endpoint> {
  path: E['path'];
  auth: E['auth'];
  load: () => Promise<E>;
}

export function lazyEndpoint<E extends Endpoint>(
  path: E['path'],
  auth: E['auth'],
  load: () => Promise<E>,
): LazyEndpoint<E> {
  return { path, auth, load };
}

export function isLazyEndpoint<E extends Endpoint>(
  endpoint: E | LazyEndpoint<E>,
): endpoint is LazyEndpoint<E> {
  return typeof (endpoint as Partial<LazyEndpoint<E>>).load === 'function';
}
