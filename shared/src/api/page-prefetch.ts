import { lazy, type ComponentType } from 'react';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

// The page contract between the shell and the remotes (their './pages' modules). Imported by path
// (`@bgmi/shared/page-prefetch`), not through the singleton entry: each remote bundles this small
// stateless helper itself, so a remote never depends on the shell having deployed it first.

/** What the shell gives a page's data prefetch: the page's QueryClient and the route's params. */
export interface PrefetchContext {
  client: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** One page's first queries, started before the page renders. */
export type PagePrefetch = (context: PrefetchContext) => void;

/** What a remote's './pages' module exports as `prefetchPage` (route-table key, context). */
export type PrefetchPage = (page: string, context: PrefetchContext) => void;

/** A prefetch asks again only for data older than this (hover, then press, then the route). */
export const PREFETCH_FRESH_MS = 5000;

/**
 * Starts a query the page will ask for with the same options, so it is there (or on its way)
 * when the page renders. Without the error toast: a link only hovered must not toast; the page,
 * once shown, asks again and reports a failure itself.
 */
export function prefetchPageQuery<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): void {
  void client.prefetchQuery({ ...options, meta: undefined, staleTime: PREFETCH_FRESH_MS });
}

/**
 * A remote's `prefetchPage` from its table of pages that fetch on open (route-table key to
 * their first queries); a page not in the table starts nothing.
 */
export function pagePrefetcher<K extends string>(
  table: Partial<Record<K, PagePrefetch>>,
): PrefetchPage {
  return (page, context) => (table as Partial<Record<string, PagePrefetch>>)[page]?.(context);
}

/** A page's chunk: its module, whose default export is the page. */
export type PageModule = Promise<{ default: ComponentType }>;

/** What a remote's './pages' module exports as `loadPage`: the page once its chunk is there. */
export type LoadPage = (page: string) => Promise<ComponentType | undefined>;

/**
 * A remote's `pages` (each lazy, for its own router and for shells that predate loadPage) and its
 * `loadPage` (the shell waits for the chunk before it switches), from one table of chunk loaders
 * by route-table key. `before(page)`, when it gives a promise, is awaited before the page's chunk
 * is loaded (the side's schema library, so that its start is not part of the chunk's task).
 */
export function remotePages<K extends string>(
  loaders: Record<K, () => PageModule>,
  options: { before?: (page: K) => Promise<unknown> | undefined } = {},
): { pages: Record<K, ComponentType>; loadPage: LoadPage } {
  const table = loaders as Partial<Record<string, () => PageModule>>;
  const load = (page: K): PageModule =>
    Promise.resolve(options.before?.(page)).then(() => loaders[page]());
  const pages = {} as Record<K, ComponentType>;
  for (const key of Object.keys(loaders) as K[]) pages[key] = lazy(() => load(key));
  const loadPage: LoadPage = (page) =>
    table[page] ? load(page as K).then((module) => module.default) : Promise.resolve(undefined);
  return { pages, loadPage };
}
