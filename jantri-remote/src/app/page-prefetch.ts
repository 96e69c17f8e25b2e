import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { sessionStore, type JantriPageKey } from '@bgmi/shared';
import { platformRoundQuery } from '../features/platform-game/api/round';
import { moneyMode } from '../lib/money-mode';

/** What the shell gives a page's prefetch: the page's QueryClient and the route's params. */
export interface PrefetchContext {
  client: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** A prefetch asks again only for data older than this (hover, then press, then the route). */
const PREFETCH_FRESH_MS = 5000;

/**
 * Starts a query the page will ask for with the same options, so it is there (or on its way)
 * when the page renders. Without the error toast: a link only hovered must not toast; the page,
 * once shown, asks again and reports a failure itself.
 */
function prefetch<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
) {
  void client.prefetchQuery({ ...options, meta: undefined, staleTime: PREFETCH_FRESH_MS });
}

/** Each page's first queries, by route-table key (the pages that fetch on open). */
const PREFETCH: Partial<Record<JantriPageKey, (context: PrefetchContext) => void>> = {
  // The running round (the wallet and the lists are the stored account, asked for by nobody).
  game: ({ client }) => {
    const userId = sessionStore.getState().userinfo?.userId;
    if (userId && moneyMode() !== 'off') prefetch(client, platformRoundQuery(client, userId));
  },
};

/** The shell calls this when a route is matched or a link to it is about to be followed. */
export function prefetchPage(page: string, context: PrefetchContext): void {
  PREFETCH[page as JantriPageKey]?.(context);
}
