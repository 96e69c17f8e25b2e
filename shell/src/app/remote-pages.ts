import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, yieldToMain } from '@bgmi/shared';
import type { LoadPage, PrefetchPage } from '@bgmi/shared/page-prefetch';
import { stylesheetsSettled } from './load-stylesheets';
import { prefetchWhenIdle } from './idle-prefetch';
import { prefetchPageFiles, prefetchRemoteFiles } from './prefetch-files';
import { remoteLoadTimeoutPlugin } from './remote-load-timeout';

export type RemoteSide = 'esports' | 'jantri';
export type PageMap = Record<string, ComponentType>;

/**
 * A remote's './pages' module. loadPage and prefetchPage are optional: a remote deployed before
 * them still works (its lazy pages then load when rendered, their data after that).
 */
export interface RemotePagesModule {
  pages: PageMap;
  loadPage?: LoadPage;
  prefetchPage?: PrefetchPage;
}

type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Marks a promise with its outcome the way React's `use` reads it, so a page whose chunk is
 * already there renders at once, without a suspended pass (and no fallback on the first render).
 */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const result = promise as Tracked<T>;
  result.status = 'pending';
  result.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return result;
}

const modules = new Map<RemoteSide, Promise<RemotePagesModule>>();
const pageCache = new Map<string, Promise<ComponentType | undefined>>();

function remoteList() {
  const { remotes } = getRuntimeConfig();
  return (['esports', 'jantri'] as const).map((name) => ({ name, entry: remotes[name] ?? '' }));
}

/** Tells the federation runtime where each remote's mf-manifest.json lives (runtime config). */
export function registerRemotePages(): void {
  registerPlugins([remoteLoadTimeoutPlugin()]);
  registerRemotes(remoteList());
}

/**
 * A remote's './pages' module. One promise per side, kept even when it fails: the page suspends
 * on it (React's `use`), so a fresh promise per render would retry forever. Retry calls
 * forgetRemote(), which drops it and re-registers the remote with force, so the next attempt
 * fetches its manifest afresh.
 */
export function loadRemoteModule(side: RemoteSide): Promise<RemotePagesModule> {
  let pending = modules.get(side);
  if (!pending) {
    // A remote that never answers falls back like one that is down: its manifest and entry
    // loads time out (remote-load-timeout.ts).
    pending = loadRemote<RemotePagesModule>(`${side}/pages`).then(async (module) => {
      if (!module?.pages) throw new Error(`The ${side} side did not load`);
      // The module (and its shared packages' negotiation) just ran: what its callers start with
      // it (the page's chunk, its queries) begins in the next task, not at the end of that one.
      await yieldToMain();
      return module;
    });
    // Handled where it is used; this only keeps an idle prefetch's failure off the console.
    pending.catch(() => undefined);
    modules.set(side, pending);
  }
  return pending;
}

/**
 * One page of a remote, with its chunk loaded and its stylesheets applied (a page painted
 * before its styles jumps when they arrive). Cached like the module; undefined: no such page.
 */
export function loadRemotePage(side: RemoteSide, page: string): Promise<ComponentType | undefined> {
  const key = `${side}:${page}`;
  let pending = pageCache.get(key);
  if (!pending) {
    pending = tracked(
      loadRemoteModule(side).then(async (module) => {
        const Page = module.loadPage ? await module.loadPage(page) : module.pages[page];
        await stylesheetsSettled();
        return Page;
      }),
    );
    pending.catch(() => undefined);
    pageCache.set(key, pending);
  }
  return pending;
}

export function forgetRemote(side: RemoteSide): void {
  modules.delete(side);
  for (const key of [...pageCache.keys()]) if (key.startsWith(`${side}:`)) pageCache.delete(key);
  const remote = remoteList().find((item) => item.name === side);
  if (remote) registerRemotes([remote], { force: true });
}

const prefetched = new Set<RemoteSide>();

/**
 * Downloads the other side's entry and page map once the browser is idle after a page showed
 * (prefetch-files.ts: fetched, not run), so a first switch there waits only for running them and
 * its page chunk.
 */
export function prefetchRemoteWhenIdle(side: RemoteSide): void {
  if (prefetched.has(side) || modules.has(side)) return;
  prefetched.add(side);
  prefetchWhenIdle(() => prefetchRemoteFiles(side));
}

/**
 * A page's chunks and stylesheets downloaded ahead (an idle prefetch), not run: the page, once
 * followed, runs them from the cache. A page already loaded needs nothing.
 */
export function prefetchRemotePage(side: RemoteSide, page: string): Promise<unknown> {
  if (pageCache.has(`${side}:${page}`)) return Promise.resolve();
  return prefetchPageFiles(side, page);
}
