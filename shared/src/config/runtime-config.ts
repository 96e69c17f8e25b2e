/**
 * Runtime configuration of the browser side. The shell reads `/runtime-config.json` when it
 * starts (so a deploy changes URLs without a rebuild) and calls `setRuntimeConfig`; a remote
 * mounted alone gets the same values through its mount options.
 */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<string, string>;
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
