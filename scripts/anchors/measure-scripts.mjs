// The JavaScript a first visit loads, measured in a browser, never under-counted: the page must
// show its "Our Services" heading (React rendered the remote's page, so react-dom and the page
// chunk ran), a federated page must have loaded scripts from its remote beyond the entry, every
// script the page's resource timings list must have been seen, and every script response's body
// must have been read before the browser closes.
import { gzipSync } from 'node:zlib';

// The shell's idle prefetch marks (shell/src/app/idle-prefetch.ts).
const IDLE_PREFETCH_START = 'bgmi:idle-prefetch-start';
const IDLE_PREFETCH_DONE = 'bgmi:idle-prefetch-done';

/** The page's script loads by URL with the earliest start (its performance clock). */
function scriptTimings(page) {
  return page.evaluate((startMark) => {
    const starts = {};
    for (const entry of performance.getEntriesByType('resource')) {
      if (!new URL(entry.name).pathname.endsWith('.js')) continue;
      starts[entry.name] = Math.min(starts[entry.name] ?? Infinity, entry.startTime);
    }
    return { starts, idleStart: performance.getEntriesByName(startMark)[0]?.startTime ?? null };
  }, IDLE_PREFETCH_START);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, remotePort: number | null, idlePrefetch?: boolean }} site
 *   idlePrefetch: the site loads more once the page is complete and the browser idle (the other
 *   remote, the header's pages): waited for, then reported apart from the first load.
 * @returns {{ scripts, total, idle, idleTotal }} first load (scripts, total) and idle prefetch
 */
export async function measureScripts(browser, site) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reads = [];
  const seen = new Set();
  let finished = false;
  page.on('response', (response) => {
    // A script made in the page (a blob: worker, such as the Intl warm-up's) is not downloaded:
    // it has no bytes on the wire, and its body is gone once the page revokes its URL.
    if (finished || !/^https?:/.test(response.url())) return;
    // A script, or a script file the idle prefetch downloaded (<link rel="prefetch">, type other).
    const isScript =
      response.request().resourceType() === 'script' ||
      new URL(response.url()).pathname.endsWith('.js');
    if (!isScript) return;
    seen.add(response.url());
    reads.push(
      response.body().then((body) => ({
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(site.url, { waitUntil: 'load' });
  await page.getByText('Our Services').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  if (site.idlePrefetch) {
    // The prefetch begins 1.5 s after the load once idle, and marks its end when every page it
    // loaded is in (chunks and stylesheets): the second figure is then the same on every run.
    await page.waitForFunction(
      (name) => performance.getEntriesByName(name).length > 0,
      IDLE_PREFETCH_DONE,
      {
        timeout: 60_000,
      },
    );
  }
  const timings = await scriptTimings(page);
  const missed = Object.keys(timings.starts).filter((url) => !seen.has(url));
  if (missed.length)
    throw new Error(`${site.url}: no response seen for ${missed.join(', ')}; not counting`);
  // A read that fails throws here: an incomplete count is refused, never printed. Responses that
  // arrive while the reads settle are read too, until no new one came.
  let loaded;
  do loaded = await Promise.all(reads);
  while (loaded.length !== reads.length);
  finished = true;
  await context.close();
  // Started at or after the idle prefetch's start: loaded ahead for a later page. Anything
  // earlier (or without a timing) belongs to the first load, so the first figure never drops.
  const fromIdle = (s) =>
    timings.idleStart !== null && (timings.starts[s.url] ?? -Infinity) >= timings.idleStart;
  const scripts = loaded.filter((s) => !fromIdle(s));
  const idle = loaded.filter(fromIdle);
  if (site.remotePort) {
    const fromRemote = scripts.filter((s) => new URL(s.url).port === String(site.remotePort));
    const beyondEntry = fromRemote.filter((s) => !s.url.endsWith('/remoteEntry.js'));
    if (fromRemote.length === 0 || beyondEntry.length === 0) {
      throw new Error(`${site.url}: the remote's page chunk did not load; not counting`);
    }
  }
  const sum = (list) => list.reduce((total, script) => total + script.gzip, 0);
  scripts.sort((a, b) => b.gzip - a.gzip);
  idle.sort((a, b) => b.gzip - a.gzip);
  return { scripts, total: sum(scripts), idle, idleTotal: sum(idle) };
}
