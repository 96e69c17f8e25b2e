import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { E2E_PORTS } from '../support/ports';

// Issue 21, caching: the static server keeps content-hashed files of every type for a year and
// revalidates the rest (pages, manifests, remote entries, runtime config) with an ETag; the
// builds publish no source maps or stats files.

type Served = { close: () => void };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const port = E2E_PORTS.shell + 40;
const base = `http://localhost:${port}`;
let root: string;
let server: Served;

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-cache-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    'remoteEntry.js': 'var esports = {};'.repeat(100),
    'federation-runtime.js': 'var runtime = 1;',
    'mf-manifest.json': JSON.stringify({ name: 'esports' }),
    'main.1a2b3c4d.js': 'console.log(1);'.repeat(200),
    'theme.1a2b3c4d.css': 'body{color:red}',
    '0f1e2d3c4b5a69788796.woff2': 'font',
    'a1b2c3d4e5f60718293a.png': 'png',
    'hero.5e6f7a8b.webp': 'webp',
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name), text);
  const { serveStatic } = await import('../../scripts/serve-static.mjs');
  server = await serveStatic({
    root,
    port,
    name: 'caching test',
    config: { apiUrl: '', remotes: { esports: `${base}/mf-manifest.json` } },
  });
});

test.afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('content-hashed files of every type are immutable for a year', async () => {
  for (const name of [
    'main.1a2b3c4d.js',
    'theme.1a2b3c4d.css',
    '0f1e2d3c4b5a69788796.woff2',
    'a1b2c3d4e5f60718293a.png',
    'hero.5e6f7a8b.webp',
  ]) {
    const answer = await fetch(`${base}/${name}`);
    expect(answer.status, name).toBe(200);
    expect(answer.headers.get('cache-control'), name).toBe(IMMUTABLE);
  }
  expect((await fetch(`${base}/0f1e2d3c4b5a69788796.woff2`)).headers.get('content-type')).toBe(
    'font/woff2',
  );
});

test('pages, manifests, entries and the runtime config answer 304 to their ETag', async () => {
  for (const url of [
    '/',
    '/some/client/route',
    '/mf-manifest.json',
    '/remoteEntry.js',
    '/federation-runtime.js',
    '/runtime-config.json',
  ]) {
    const first = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br' } });
    expect(first.status, url).toBe(200);
    expect(first.headers.get('cache-control'), url).toBe('no-cache');
    const etag = first.headers.get('etag');
    const modified = first.headers.get('last-modified');
    expect(etag, url).toMatch(/^W\/".+"$/);
    expect(Date.parse(modified ?? ''), url).not.toBeNaN();
    await first.arrayBuffer();

    const again = await fetch(`${base}${url}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status, url).toBe(304);
    expect(again.headers.get('etag'), url).toBe(etag);
    expect(await again.text(), url).toBe('');
    const since = await fetch(`${base}${url}`, {
      headers: { 'if-modified-since': modified ?? '' },
    });
    expect(since.status, url).toBe(304);
    const stale = await fetch(`${base}${url}`, { headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.status, url).toBe(200);
  }
});

test('a changed file gets a new ETag and is sent again', async () => {
  const first = await fetch(`${base}/mf-manifest.json`);
  const etag = first.headers.get('etag') ?? '';
  const file = path.join(root, 'mf-manifest.json');
  fs.writeFileSync(file, JSON.stringify({ name: 'esports', build: 2 }));
  // A later modification time even on a coarse clock.
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later);
  const again = await fetch(`${base}/mf-manifest.json`, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(200);
  expect(again.headers.get('etag')).not.toBe(etag);
  expect(await again.json()).toEqual({ name: 'esports', build: 2 });
});

test('the production builds publish no source maps or stats files', () => {
  const require = createRequire(__filename);
  const { buildDir } = require('../../webpack.common.js') as { buildDir: (dir: string) => string };
  const repo = path.resolve(__dirname, '..', '..');
  const published: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else published.push(path.relative(repo, full));
    }
  };
  for (const part of ['shell', 'esports-remote', 'jantri-remote']) {
    const dir = buildDir(path.join(repo, part));
    // The shell's build is its folder; a remote's holds a folder per build and current.json.
    const built = part === 'shell' ? 'index.html' : 'current.json';
    expect(fs.existsSync(path.join(dir, built)), part).toBe(true);
    walk(dir);
  }
  expect(published.filter((file) => /\.map$|stats\.json$/.test(file))).toEqual([]);
  // The manifest the shell reads is there.
  expect(published.some((file) => file.endsWith('mf-manifest.json'))).toBe(true);
});
