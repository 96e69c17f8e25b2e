/**
 * Runtime configuration of the browser side. The shell reads `/runtime-config.json` when it
 * starts (so a deploy changes URLs without a rebuild) and calls `setRuntimeConfig`; a remote
 * mounted alone gets the same values through its mount options.
 */
import type { RouteEntry } from '../routes/route-table';

/** A remote's current deploy as the shell's static server resolves it (README "Deploying one side"). */
export interface RemoteDeploy {
  /** The build id (its folder's name). */
  build: string;
  /** The host API range the build needs, e.g. "^1.0.0". */
  hostApi?: string;
  /** Its routes: the shell builds its router and header from them. */
  routes: RouteEntry[];
}

export interface RuntimeConfig {
  apiUrl: string;
  /** Each remote's mf-manifest.json (of its current build when `deploys` names it). */
  remotes: Record<string, string>;
  /** Each remote's current deploy, when the static server could read it. */
  deploys?: Record<string, RemoteDeploy>;
  /** DESIGN section 8: `off`, `demo` or `real` (the API's MONEY_MODE); absent means demo. */
  moneyMode?: 'off' | 'demo' | 'real';
}

const KEY = '__BGMI_RUNTIME_CONFIG__';
type ConfigHolder = { [KEY]?: RuntimeConfig };

const DEFAULT_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  remotes: {
    esports: 'http://localhost:3001/mf-manifest.json',
    jantri: 'http://localhost:3002/mf-manifest.json',
  },
};

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  const holder = globalThis as ConfigHolder;
  const current = holder[KEY] ?? DEFAULT_CONFIG;
  holder[KEY] = {
    apiUrl: (config.apiUrl ?? current.apiUrl).replace(/\/$/, ''),
    remotes: { ...current.remotes, ...config.remotes },
    ...((config.deploys ?? current.deploys)
      ? { deploys: { ...current.deploys, ...config.deploys } }
      : {}),
    ...((config.moneyMode ?? current.moneyMode)
      ? { moneyMode: config.moneyMode ?? current.moneyMode }
      : {}),
  };
  return holder[KEY];
}

export function getRuntimeConfig(): RuntimeConfig {
  return (globalThis as ConfigHolder)[KEY] ?? DEFAULT_CONFIG;
}

/** Base URL of uploaded blog media and other files the API serves. */
export function uploadsUrl(fileName: string): string {
  return `${getRuntimeConfig().apiUrl}/uploads/${encodeURIComponent(fileName)}`;
}
