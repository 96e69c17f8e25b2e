// The JavaScript a first visit loads, measured in a browser, never under-counted: the page must
// show its "Our Services" heading (React rendered the remote's page, so react-dom and the page
// chunk ran), a federated page must have loaded scripts from its remote beyond the entry, and
// every script response's body must have been read before the browser closes.
import { gzipSync } from 'node:zlib';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, remotePort: number | null, idlePort?: number }} site  idlePort: the
 *   other remote's origin, which the shell prefetches once idle: reported apart, not counted.
 */
export async function measureScripts(browser, site) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reads = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
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
  // A read that fails throws here: an incomplete count is refused, never printed.
  const loaded = await Promise.all(reads);
  await context.close();
  const fromIdle = (s) => new URL(s.url).port === String(site.idlePort);
  const scripts = loaded.filter((s) => !fromIdle(s));
  const idle = loaded.filter(fromIdle);
  if (site.remotePort) {
    const fromRemote = scripts.filter((s) => new URL(s.url).port === String(site.remotePort));
    const beyondEntry = fromRemote.filter((s) => !s.url.endsWith('/remoteEntry.js'));
    if (fromRemote.length === 0 || beyondEntry.length === 0) {
      throw new Error(`${site.url}: the remote's page chunk did not load; not counting`);
    }
  }
  scripts.sort((a, b) => b.gzip - a.gzip);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  return { scripts, total, idle };
}
