import { createRoot } from 'react-dom/client';
import { setRuntimeConfig, type RuntimeConfig } from '@bgmi/shared';
import { registerRemotePages } from './app/remote-pages';
import { App } from './app/app';
import '@bgmi/shared/src/ui/theme.css';
import 'react-toastify/dist/ReactToastify.css';
import './styles/shell.css';

/**
 * Reads the served runtime-config.json (API and remote URLs: a remote team deploys without a
 * shell rebuild), registers the remotes, renders. A missing config keeps the local defaults.
 */
async function start() {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // defaults: API on :4000, remotes on :3001 and :3002
  }
  registerRemotePages();
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
