import { QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../ui/toasts';

/**
 * What a query may say about itself. `errorToast`: a failed load toasts the server's message,
 * else this fallback (or what the function makes of the error). The one place that toasts a
 * failed query, so a query shown by two components toasts once, not twice.
 */
export interface BgmiQueryMeta extends Record<string, unknown> {
  errorToast?: string | ((error: Error) => string);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: BgmiQueryMeta;
  }
}

/** The toast of a failed query whose meta asks for one (see BgmiQueryMeta). */
export function toastQueryError(error: Error, meta: BgmiQueryMeta | undefined): void {
  const rule = meta?.errorToast;
  if (rule === undefined) return;
  notifyError(typeof rule === 'function' ? rule(error) : error.message || rule);
}

const KEY = '__BGMI_QUERY_CLIENT__';
type Holder = { [KEY]?: QueryClient };

/**
 * The QueryClient settings of the site (the shell's, or a remote's own when mounted alone);
 * tests pass `retry: false`. The first one made is the page's: code outside React (the socket)
 * writes server pushes into it.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastQueryError(error, query.meta) }),
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: retry === false ? { retry: false } : {},
    },
  });
  (globalThis as Holder)[KEY] ??= client;
  return client;
}

/** The page's QueryClient (see createQueryClient), or undefined before one exists. */
export function getPageQueryClient(): QueryClient | undefined {
  return (globalThis as Holder)[KEY];
}
