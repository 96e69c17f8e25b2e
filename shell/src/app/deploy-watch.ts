import { useSyncExternalStore } from 'react';
import { getRuntimeConfig } from '@bgmi/shared';
import { fetchServedConfig, REMOTE_SIDES } from './site-routes';
import { siteLinkOf } from './site-link';

// A tab keeps running the builds it started with (their folders stay served), and never loads
// a newer build's chunks beside them: on a navigation it asks whether a remote has deployed
// since; if so it offers a reload and reloads by itself on the next navigation (issue 21).

/** At most one look per this many ms (navigations come in bursts). */
const CHECK_EVERY_MS = 3000;

let lastCheck = 0;
let newer = false;
const listeners = new Set<() => void>();

/** The build of each side this tab runs (undefined: none known yet). */
function runningBuild(side: string): string | undefined {
  return getRuntimeConfig().deploys?.[side]?.build;
}

/** Asks the served config whether a side this tab runs has another build now. */
export async function checkForNewBuild(now = Date.now()): Promise<boolean> {
  if (newer) return true;
  if (now - lastCheck < CHECK_EVERY_MS) return false;
  lastCheck = now;
  const served = await fetchServedConfig();
  const changed = REMOTE_SIDES.filter((side) => {
    const running = runningBuild(side);
    const current = served?.deploys?.[side]?.build;
    return running && current && current !== running;
  });
  if (!changed.length) return false;
  console.info(
    `A newer build is deployed (${changed
      .map((side) => `${side}: ${runningBuild(side)} -> ${served?.deploys?.[side]?.build}`)
      .join(', ')}): the next navigation reloads the page.`,
  );
  newer = true;
  for (const listener of listeners) listener();
  return true;
}

/** A newer build was seen: the next navigation is a full page load. */
export function newBuildSeen(): boolean {
  return newer;
}

export function useNewBuildSeen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => newer,
  );
}

/**
 * Once a newer build was seen, a link of the site loads its page in full (on the new build)
 * when followed, before this tab's router renders it with the running build's chunks (which
 * it would load first, a page of the old build for a moment). Capture phase: before the
 * router's own handler, which leaves a prevented click alone.
 */
export function loadLinksInFullOnNewBuild(
  load = (href: string) => window.location.assign(href),
): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!newer || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = siteLinkOf(event);
      if (!link) return;
      event.preventDefault();
      load(link.href);
    },
    true,
  );
}

/** For tests. */
export function resetDeployWatch(): void {
  newer = false;
  lastCheck = 0;
}
