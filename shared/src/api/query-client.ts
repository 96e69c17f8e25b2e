import { QueryClient } from '@tanstack/react-query';

/** The QueryClient settings of the site (the shell's, or a remote's own when mounted alone). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}
