import { QueryClient } from '@tanstack/react-query';

const KEY = '__BGMI_QUERY_CLIENT__';
type Holder = { [KEY]?: QueryClient };

/**
 * The QueryClient settings of the site (the shell's, or a remote's own when mounted alone). The
 * first one made is the page's: code outside React (the socket) writes server pushes into it.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
  (globalThis as Holder)[KEY] ??= client;
  return client;
}

/** The page's QueryClient (see createQueryClient), or undefined before one exists. */
export function getPageQueryClient(): QueryClient | undefined {
  return (globalThis as Holder)[KEY];
}
