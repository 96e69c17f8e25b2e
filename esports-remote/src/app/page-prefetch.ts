import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { sessionStore, type EsportsPageKey } from '@bgmi/shared';
import { homePlayerQuery } from '../features/home/api/get-bgmi-player';
import { upcomingTournamentsQuery } from '../features/home/api/get-upcoming-tournaments';
import { servicesQuery } from '../features/services/api/get-services';
import { blogsQuery } from '../features/blogs/api/all-blogs';
import { eventsQuery } from '../lib/events-api';

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
const PREFETCH: Partial<Record<EsportsPageKey, (context: PrefetchContext) => void>> = {
  home: ({ client }) => {
    prefetch(client, upcomingTournamentsQuery());
    const userinfo = sessionStore.getState().userinfo;
    if (userinfo?.auth_token) prefetch(client, homePlayerQuery(userinfo.bgmiUserId));
  },
  services: ({ client }) => prefetch(client, servicesQuery()),
  blogs: ({ client }) => prefetch(client, blogsQuery()),
  tournaments: ({ client }) => prefetch(client, eventsQuery('tournament', 'upcoming')),
  'scrims-tournaments': ({ client }) => prefetch(client, eventsQuery('scrim', 'upcoming')),
};

/** The shell calls this when a route is matched or a link to it is about to be followed. */
export function prefetchPage(page: string, context: PrefetchContext): void {
  PREFETCH[page as EsportsPageKey]?.(context);
}
