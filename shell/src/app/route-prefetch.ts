import { matchPath } from 'react-router-dom';
import { siteRoutes } from './site-routes';
import { queryClient } from './query-client';
import {
  loadRemoteModule,
  loadRemotePage,
  prefetchRemotePage,
  type RemoteSide,
} from './remote-pages';
import { prefetchWhenIdle } from './idle-prefetch';
import { newBuildSeen } from './deploy-watch';
import { siteLinkOf } from './site-link';

export interface RemoteRouteMatch {
  side: RemoteSide;
  page: string;
  params: Record<string, string | undefined>;
}

/** The remote page a path shows (the route table's match, as the router makes it), if any. */
export function matchRemoteRoute(pathname: string): RemoteRouteMatch | undefined {
  for (const route of siteRoutes()) {
    if (route.side !== 'esports' && route.side !== 'jantri') continue;
    const match = matchPath(route.path, pathname);
    if (match) return { side: route.side, page: route.page, params: match.params };
  }
  return undefined;
}

/**
 * Starts the page's data queries (the remote's prefetchPage, with the page's own query options),
 * so a switch waits for its chunk and its data side by side instead of render, then fetch.
 * Fresh data is not asked again (the queries' staleTime), so calling it often costs nothing.
 */
export function prefetchPageData(match: RemoteRouteMatch, search: string): void {
  loadRemoteModule(match.side)
    .then((module) =>
      module.prefetchPage?.(match.page, {
        client: queryClient,
        params: match.params,
        search: new URLSearchParams(search),
      }),
    )
    .catch(() => undefined); // the page itself reports a remote that does not load
}

/** A path's page: its chunk and its data, both started now. */
export function prefetchRoute(pathname: string, search = ''): RemoteRouteMatch | undefined {
  const match = matchRemoteRoute(pathname);
  if (!match) return undefined;
  loadRemotePage(match.side, match.page).catch(() => undefined);
  prefetchPageData(match, search);
  return match;
}

let last = '';

/** A link about to be followed (pointer over it, pressed, touched, focused): start its page. */
function onIntent(event: Event) {
  // A newer build is deployed: following the link reloads the page on that build, so this
  // build's page would be loaded for nothing (and run beside a tab about to leave it).
  if (newBuildSeen()) return;
  const link = siteLinkOf(event);
  if (!link) return;
  const key = link.pathname + link.search;
  // A pointer moving across one link fires many events: one prefetch per link entered.
  if (key === last && event.type === 'pointerover') return;
  last = key;
  prefetchRoute(link.pathname, link.search);
}

/** One listener for every link of the site (the shell's and the remotes' alike). */
export function prefetchOnLinkIntent(): void {
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}

let linkedPagesQueued = false;

/**
 * The chunks and stylesheets of the pages the header links to, downloaded (not run) once the
 * first page is complete and the browser idle (one page per idle moment), so following a header
 * link waits only for running them and for its data (started by the press). Not their data: that would ask the API for every page on
 * every visit, and it would be stale by the time a visitor follows a link.
 */
export function prefetchHeaderPagesWhenIdle(): void {
  if (linkedPagesQueued) return;
  linkedPagesQueued = true;
  prefetchWhenIdle(async () => {
    const seen = new Set<string>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('header a[href]')) {
      if (link.origin !== window.location.origin) continue;
      const match = matchRemoteRoute(link.pathname);
      const key = match && `${match.side}:${match.page}`;
      if (!match || !key || seen.has(key)) continue;
      seen.add(key);
      prefetchWhenIdle(() => prefetchRemotePage(match.side, match.page));
    }
  });
}
