import { useSyncExternalStore } from 'react';
import { getRuntimeConfig, setRuntimeConfig, type RouteEntry } from '@bgmi/shared';
import type { RuntimeConfig } from '@bgmi/shared';
import type { LocalizedText } from '@bgmi/shared/i18n';

// The site's routes at run time (issue 21): the shell's own, and each remote's as its current
// deploy publishes them (the runtime config the static server resolves). Nothing of a remote is
// compiled into the shell: a new page or nav label ships with the remote's deploy alone.

export type RemoteSide = 'esports' | 'jantri';
export const REMOTE_SIDES: readonly RemoteSide[] = ['esports', 'jantri'];

export const SHELL_ROUTES: readonly RouteEntry[] = [
  { path: '/login', side: 'shell', page: 'login', title: 'Login / Sign Up' },
];

let version = 0;
const listeners = new Set<() => void>();

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Every route of the site: the shell's, then each remote's (only its own side's). */
export function siteRoutes(): RouteEntry[] {
  const { deploys = {} } = getRuntimeConfig();
  return [
    ...SHELL_ROUTES,
    ...REMOTE_SIDES.flatMap((side) =>
      (deploys[side]?.routes ?? []).filter((route) => route.side === side),
    ),
  ];
}

/** Remotes whose deploy the static server could not read: their routes are unknown. */
export function unknownSides(): RemoteSide[] {
  const { deploys = {} } = getRuntimeConfig();
  return REMOTE_SIDES.filter((side) => !deploys[side]);
}

/** The header's links, in their order, from every remote's routes. */
export function navLinks(routes: RouteEntry[]): { to: string; label: LocalizedText }[] {
  return routes
    .filter((route) => route.nav?.place === 'header')
    .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
    .map((route) => ({ to: route.path, label: route.nav?.label ?? route.title }));
}

/** The served runtime config now (each remote's current deploy), or null when it cannot be read. */
export async function fetchServedConfig(): Promise<Partial<RuntimeConfig> | null> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as Partial<RuntimeConfig>) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the deploys of the sides that were unknown (a remote that was down when the page
 * loaded); the sides already known keep theirs, so a tab never mixes builds. True when a side
 * became known.
 */
export async function learnUnknownSides(): Promise<boolean> {
  const missing = unknownSides();
  if (!missing.length) return false;
  const served = await fetchServedConfig();
  const found = missing.filter((side) => served?.deploys?.[side] && served.remotes?.[side]);
  if (!found.length) return false;
  setRuntimeConfig({
    remotes: Object.fromEntries(found.map((side) => [side, served!.remotes![side]!])),
    deploys: Object.fromEntries(found.map((side) => [side, served!.deploys![side]!])),
  });
  notify();
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site's routes, re-rendered when a side's deploy becomes known. */
export function useSiteRoutes(): RouteEntry[] {
  useSyncExternalStore(subscribe, () => version);
  return siteRoutes();
}
