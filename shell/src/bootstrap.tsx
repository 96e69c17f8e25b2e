import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setRuntimeConfig, yieldToMain, type RuntimeConfig } from '@bgmi/shared';
import { prepareTimeFormats } from '@bgmi/shared/time-zone';
import { formatNumber } from '@bgmi/shared/i18n';
import { loadRemotePage, registerRemotePages } from './app/remote-pages';
import { prefetchOnLinkIntent, prefetchRoute } from './app/route-prefetch';
import { App } from './app/app';
import { loadStylesheets } from './app/load-stylesheets';
import { replayHeldTap } from './app/replay-tap';
import { loadLinksInFullOnNewBuild } from './app/deploy-watch';
import themeCss from '@bgmi/shared/theme.css?url';
import toastCss from 'react-toastify.css?url';
import shellCss from './styles/shell.css?url';

/** How long the first render waits for the first page before it shows the loading state. */
const FIRST_PAGE_WAIT_MS = 10_000;

/**
 * Reads the runtime config the static server put in the page (or, served otherwise, its
 * runtime-config.json: API and remote URLs, so a remote team deploys without a shell rebuild),
 * registers the remotes, starts the first page's chunk and data, renders. A missing config keeps
 * the local defaults.
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
  prefetchOnLinkIntent();
  loadLinksInFullOnNewBuild();
  const match = prefetchRoute(window.location.pathname, window.location.search);
  // While the page's chunk and data load: Intl's one-time cost (the first date or number
  // formatter loads ICU's data: 30-80 ms in a fresh Chromium here) paid by a worker, so the
  // render that first shows a time or an amount does not pay it on the main thread.
  void yieldToMain()
    .then(prepareTimeFormats)
    .then(yieldToMain)
    .then(() => formatNumber(0));
  await styles;
  // The page's HTML already shows the header (and on "/" the hero): React replaces it in one
  // commit once the page is there, instead of a spinner first (a flash and a layout shift).
  const page = match ? loadRemotePage(match.side, match.page).catch(() => undefined) : undefined;
  if (page) {
    await Promise.race([page, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
  }
  const root = document.getElementById('root');
  // A transition: rendered in slices (no long task holds the first input), and a part whose code
  // is already there (ready within a tick) does not flash its fallback first.
  if (root) {
    // A tap on the static page meanwhile (first-paint.js holdTaps) is replayed once it is live.
    replayHeldTap(root);
    startTransition(() => createRoot(root).render(<App />));
  }
  // The first paint's page styles (inline, from the remote's deploy) go once the page's own
  // stylesheet is in: no remote's CSS stays in the page apart from its build's own files.
  void Promise.resolve(page).then(() =>
    requestAnimationFrame(() =>
      document.querySelectorAll('style[data-first-paint]').forEach((style) => style.remove()),
    ),
  );
}

void start();
