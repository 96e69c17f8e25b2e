import { setRuntimeConfig, type RuntimeConfig } from '@bgmi/shared';
import { mount } from './mount';

/**
 * Standalone run of this remote (its own dev server or static server): read the served
 * runtime-config.json for the API URL, then mount the whole side at the page root.
 */
async function start() {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // keep the defaults (API on localhost:4000)
  }
  const root = document.getElementById('root');
  if (root) mount(root, { basename: '/' });
}

void start();
