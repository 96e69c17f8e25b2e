// `npm run size`: the gzip size of the JavaScript a first visit to "/" loads (shell, shared
// singletons and the esports home page), measured in Debian's Chromium against the production
// builds. Prints one row per file and the total; exits 1 above the 200 KB budget.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { serveStatic } from './serve-static.mjs';

const BUDGET_KB = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { buildDir } = createRequire(import.meta.url)('../webpack.common.js');
const base = Number(process.env.SIZE_PORT_BASE ?? 4700);
const parts = ['shell', 'esports-remote', 'jantri-remote'];

for (const name of parts) {
  if (fs.existsSync(path.join(buildDir(path.join(root, name)), 'index.html'))) continue;
  console.log(`building ${name} ...`);
  const built = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(root, name),
    stdio: 'ignore',
  });
  if (built.status !== 0) process.exit(1);
}

const config = {
  // No API is needed to measure scripts; calls to it fail quietly.
  apiUrl: `http://localhost:${base + 9}`,
  remotes: {
    esports: `http://localhost:${base + 1}/mf-manifest.json`,
    jantri: `http://localhost:${base + 2}/mf-manifest.json`,
  },
};
const servers = [];
for (const [index, name] of parts.entries()) {
  servers.push(
    await serveStatic({ root: buildDir(path.join(root, name)), port: base + index, name, config }),
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
const scripts = [];
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  try {
    const body = await response.body();
    scripts.push({
      url: response.url(),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  } catch {
    // a failed script is reported by its absence
  }
});
// Network idle alone once stopped before react-dom and the remote's page had loaded (112 KB
// printed against 198 KB): wait for the home page's own content, then for the network to settle.
await page.goto(`http://localhost:${base}/`, { waitUntil: 'load' });
await page.getByText('Our Services').first().waitFor({ state: 'visible', timeout: 60_000 });
await page.waitForLoadState('networkidle');
await browser.close();
const fromRemote = scripts.filter((script) => new URL(script.url).port === String(base + 1));
if (fromRemote.length === 0) {
  console.error('The esports remote loaded no script: the page did not complete; not counting.');
  process.exit(1);
}
for (const server of servers) server.close();

scripts.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`\nJavaScript loaded by "/" (${scripts.length} files)\n   gzip KB    raw KB  file`);
for (const script of scripts) {
  const url = new URL(script.url);
  console.log(`${kb(script.gzip)}   ${kb(script.raw)}  :${url.port}${url.pathname}`);
}
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
console.log(`\nTotal gzip: ${(total / 1024).toFixed(1)} KB (budget ${BUDGET_KB} KB)`);
process.exit(total / 1024 > BUDGET_KB ? 1 : 0);
