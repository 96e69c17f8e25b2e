import { createRoot } from 'react-dom/client';
import { setRuntimeConfig, type RuntimeConfig } from '@bgmi/shared';
import { registerRemotePages } from './app/remote-pages';
import { App } from './app/app';
import { loadStylesheets } from './app/load-stylesheets';
import themeCss from '@bgmi/shared/theme.css?url';
import toastCss from 'react-toastify.css?url';
import shellCss from './styles/shell.css?url';

/**
 * Reads the runtime config the static server put in the page (or, served otherwise, its
 * runtime-config.json: API and remote URLs, so a remote team deploys without a shell rebuild),
 * registers the remotes, renders. A missing config keeps the local defaults.
 */
async function start() {
  const styles = loadStylesheets([themeCss, toastCss, shellCss]);
  const inline = (window as { __BGMI_INLINE_CONFIG__?: Partial<RuntimeConfig> })
    .__BGMI_INLINE_CONFIG__;
  if (inline) setRuntimeConfig(inline);
  else {
    try {
      const response = await fetch('/runtime-config.json', { cache: 'no-store' });
      if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
    } catch {
      // defaults: API on :4000, remotes on :3001 and :3002
    }
  }
  registerRemotePages();
  await styles;
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
