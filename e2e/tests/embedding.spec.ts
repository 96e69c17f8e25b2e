import { expect, test, type Page } from '@playwright/test';
import http from 'node:http';
import { E2E_PORTS, API_URL } from '../support/ports';

// Issue 21, embedding: a plain third-party page (no React, no Module Federation of its own, its
// own styles, on its own origin) mounts one side with `mount(element, options)` as
// docs/embedding.md says: the side shows its data (the API allows the page's origin), the jantri
// side logs in through its own login form, and the host page's elements keep their computed
// styles before the side loads, while it is mounted and after it is unmounted.

const port = E2E_PORTS.example;
const origin = `http://localhost:${port}`;
const remotes = {
  esports: `http://localhost:${E2E_PORTS.esports}/mf-manifest.json`,
  jantri: `http://localhost:${E2E_PORTS.jantri}/mf-manifest.json`,
};

/** The partner's page: common class names (.btn, .card, .page, .table) styled its own way. */
function partnerPage(side: 'esports' | 'jantri') {
  return `<!doctype html>
<html lang="hi">
<head>
<meta charset="utf-8">
<title>Partner</title>
<style>
  :root { --bg: rgb(1, 2, 3); }
  html { background: rgb(250, 250, 240); }
  body { margin: 8px; font: 16px/1.2 Georgia, serif; color: rgb(20, 20, 20); }
  h1 { font-size: 30px; margin: 4px 0; }
  a { color: rgb(0, 0, 238); }
  .btn { padding: 3px; border: 2px solid rgb(200, 0, 0); background: white; }
  .card { border: 1px dashed gray; padding: 5px; }
  .page { max-width: none; }
  .table { border-collapse: separate; }
  input { box-sizing: content-box; }
</style>
</head>
<body>
  <header class="host"><h1>Partner news</h1><a href="#top">Top</a>
    <button class="btn" type="button">Partner button</button>
    <div class="card page"><p>Partner card</p><input value="partner"><table class="table"><tr><td>1</td></tr></table></div>
  </header>
  <div id="side-root" data-testid="side-root"></div>
  <script>
    function loadScript(src) {
      return new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = src;
        script.onload = resolve;
        script.onerror = function () { reject(new Error('cannot load ' + src)); };
        document.head.appendChild(script);
      });
    }
    var manifestUrl = ${JSON.stringify(remotes[side])};
    window.loadSide = async function () {
      var manifest = await fetch(manifestUrl).then(function (r) { return r.json(); });
      // current.json names the side's current build's manifest: follow it (one build's files).
      if (manifest.manifest) {
        manifestUrl = new URL(manifest.manifest, manifestUrl).href;
        manifest = await fetch(manifestUrl).then(function (r) { return r.json(); });
      }
      function file(asset) { return new URL(asset.path + asset.name, manifestUrl).href; }
      if (!window._FEDERATION_RUNTIME_CORE) await loadScript(file(manifest.metaData.federationRuntime));
      await loadScript(file(manifest.metaData.remoteEntry));
      await window.${side}.init({});
      window.sideMount = (await window.${side}.get('./mount'))().mount;
    };
    window.mountSide = function () {
      window.unmountSide = window.sideMount(document.getElementById('side-root'), {
        basename: '/${side}',
        apiUrl: ${JSON.stringify(API_URL)},
        language: 'hi',
      });
    };
  </script>
</body>
</html>`;
}

/**
 * Every computed property of the partner's own elements; of <html> and <body>, which contain the
 * side, all but the ones their content's height sets (their height and the origins at its middle).
 */
function hostStyles(page: Page) {
  return page.evaluate(() => {
    const sized = ['height', 'block-size', 'perspective-origin', 'transform-origin'];
    const styles: Record<string, Record<string, string>> = {};
    const elements = {
      html: document.documentElement,
      body: document.body,
      ...Object.fromEntries(
        [
          '.host h1',
          '.host a',
          '.host .btn',
          '.host .card',
          '.host p',
          '.host input',
          '.table',
        ].map((selector) => [selector, document.querySelector(selector) as Element]),
      ),
    };
    for (const [name, element] of Object.entries(elements)) {
      const computed = getComputedStyle(element);
      const values: Record<string, string> = {};
      for (let i = 0; i < computed.length; i += 1) {
        const property = computed.item(i);
        if ((name === 'html' || name === 'body') && sized.includes(property)) continue;
        values[property] = computed.getPropertyValue(property);
      }
      values['--bg'] = computed.getPropertyValue('--bg');
      styles[name] = values;
    }
    return styles;
  });
}

let server: http.Server;
test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const side = (req.url ?? '').startsWith('/jantri') ? 'jantri' : 'esports';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(partnerPage(side));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
});
test.afterAll(() => server.close());

test('a plain partner page embeds the esports side with its events; its own styles stay', async ({
  page,
}) => {
  await page.goto(`${origin}/esports/tournaments`);
  const before = await hostStyles(page);
  expect(before.body?.['font-family']).toContain('Georgia');

  await page.evaluate(() => (window as unknown as { loadSide: () => Promise<void> }).loadSide());
  // The side's stylesheets are in the page now, scoped under its root: nothing of the host moved.
  expect(await hostStyles(page)).toEqual(before);

  await page.evaluate(() => (window as unknown as { mountSide: () => void }).mountSide());
  const side = page.getByTestId('side-root');
  // Events from the API (another origin: allowed by CORS for the partner's origin).
  await expect(side.getByRole('article', { name: 'Phoenix Pro League' })).toBeVisible();
  await expect(side).toHaveAttribute('lang', 'hi');
  // The side looks like itself (its theme under its root), the host like itself.
  expect(await side.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 15, 26)');
  expect(await hostStyles(page)).toEqual(before);

  await page.evaluate(() => (window as unknown as { unmountSide: () => void }).unmountSide());
  await expect(side.getByRole('article', { name: 'Phoenix Pro League' })).toHaveCount(0);
  expect(await hostStyles(page)).toEqual(before);
});

test('a plain partner page embeds the jantri side, which logs in with its own form', async ({
  page,
}) => {
  await page.goto(`${origin}/jantri/game`);
  const before = await hostStyles(page);
  await page.evaluate(async () => {
    const partner = window as unknown as { loadSide: () => Promise<void>; mountSide: () => void };
    await partner.loadSide();
    partner.mountSide();
  });
  // The partner page is Hindi (<html lang="hi">, mount's `language: 'hi'`): so is the side,
  // its login and the API's answers (issue 23).
  const side = page.getByTestId('side-root');
  await expect(side.getByRole('heading', { name: 'कृपया पहले लॉगिन करें' })).toBeVisible();
  expect(await hostStyles(page)).toEqual(before);

  await side.getByRole('link', { name: 'लॉगिन' }).click();
  await expect(page).toHaveURL(`${origin}/jantri/login`);
  const form = side.getByRole('form', { name: 'लॉगिन' });
  await form.getByLabel('BGMI ID').fill('ledger_operator');
  await form.getByLabel('पासवर्ड').fill('demo1234');
  const session = page.waitForResponse(
    (response) => response.url().endsWith('/BGMI/game-session') && response.status() === 200,
  );
  await form.getByRole('button', { name: 'लॉगिन' }).click();
  await expect(page.getByText('लॉगिन हो गया')).toBeVisible();
  // Back on the page that asked for the login, with its data.
  await expect(page).toHaveURL(`${origin}/jantri/game`);
  await session;
  await expect(side.getByRole('heading', { name: 'गेम पेज - बेट लगाएँ और रिज़ल्ट देखें' })).toBeAttached();
  await expect(side.getByText(/राउंड\s*#\d+/).first()).toBeVisible();
  expect(await hostStyles(page)).toEqual(before);
});
