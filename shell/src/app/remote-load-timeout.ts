import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How long a remote's manifest or entry may take before its pages show the fallback with Retry
 * (issue 21). The one setting of it: a remote that accepts the connection and never answers
 * would otherwise hold the first paint and then leave a spinner for good.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

/**
 * A Module Federation runtime plugin that gives up a remote's manifest fetch and entry script
 * after REMOTE_LOAD_TIMEOUT_MS: the load fails as if the remote were down, so its pages show the
 * fallback with Retry. The fetch is aborted (its connection freed, so a Retry is not queued behind
 * the hung request); the entry script gets this timeout instead of the runtime's 20 s.
 */
export function remoteLoadTimeoutPlugin(
  ms = REMOTE_LOAD_TIMEOUT_MS,
): ModuleFederationRuntimePlugin {
  return {
    name: 'bgmi-remote-load-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: init?.signal ?? AbortSignal.timeout(ms) });
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: ms };
    },
  };
}
