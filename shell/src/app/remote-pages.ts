import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@bgmi/shared';

export type RemoteSide = 'esports' | 'jantri';
export type PageMap = Record<string, ComponentType>;

const cache = new Map<RemoteSide, Promise<PageMap>>();

function remoteList() {
  const { remotes } = getRuntimeConfig();
  return (['esports', 'jantri'] as const).map((name) => ({ name, entry: remotes[name] ?? '' }));
}

/** Tells the federation runtime where each remote's mf-manifest.json lives (runtime config). */
export function registerRemotePages(): void {
  registerRemotes(remoteList());
}

/**
 * The page map a remote exposes as './pages'. One promise per side, kept even when it fails:
 * the page suspends on it (React's `use`), so a fresh promise per render would retry forever.
 * Retry calls forgetRemote(), which drops it and re-registers the remote with force, so the next
 * attempt fetches its manifest afresh.
 */
export function loadRemotePages(side: RemoteSide): Promise<PageMap> {
  let pending = cache.get(side);
  if (!pending) {
    pending = loadRemote<{ pages: PageMap }>(`${side}/pages`).then((module) => {
      if (!module?.pages) throw new Error(`The ${side} side did not load`);
      return module.pages;
    });
    // Handled where it is used; this only keeps an idle prefetch's failure off the console.
    pending.catch(() => undefined);
    cache.set(side, pending);
  }
  return pending;
}

export function forgetRemote(side: RemoteSide): void {
  cache.delete(side);
  const remote = remoteList().find((item) => item.name === side);
  if (remote) registerRemotes([remote], { force: true });
}

const prefetched = new Set<RemoteSide>();
/** Sides a page has shown or tried to show: their failure stays for the page to report. */
const visited = new Set<RemoteSide>();

export function markVisited(side: RemoteSide): void {
  visited.add(side);
}

/**
 * Loads the other side's entry and page map once the browser is idle after a page showed, so a
 * first switch there waits only for its page chunk. A failure is forgotten: a visit retries.
 */
export function prefetchRemoteWhenIdle(side: RemoteSide): void {
  if (prefetched.has(side) || cache.has(side)) return;
  prefetched.add(side);
  const start = () =>
    void loadRemotePages(side).catch(() => {
      if (!visited.has(side)) forgetRemote(side);
    });
  const idle = (window as { requestIdleCallback?: (run: () => void, o?: object) => number })
    .requestIdleCallback;
  // A short wait past the first idle moment keeps the prefetch out of the first load.
  const later = () => setTimeout(() => (idle ? idle(start, { timeout: 5000 }) : start()), 1500);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
