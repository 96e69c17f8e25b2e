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
 * The page map a remote exposes as './pages'. A failed load is not cached: retry() re-registers
 * the remote with force, so the next attempt fetches its manifest afresh.
 */
export function loadRemotePages(side: RemoteSide): Promise<PageMap> {
  let pending = cache.get(side);
  if (!pending) {
    pending = loadRemote<{ pages: PageMap }>(`${side}/pages`).then((module) => {
      if (!module?.pages) throw new Error(`The ${side} side did not load`);
      return module.pages;
    });
    pending.catch(() => cache.delete(side));
    cache.set(side, pending);
  }
  return pending;
}

export function forgetRemote(side: RemoteSide): void {
  cache.delete(side);
  const remote = remoteList().find((item) => item.name === side);
  if (remote) registerRemotes([remote], { force: true });
}
