import { expect, test, type Page } from '@playwright/test';
import http, { type Server } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { E2E_PORTS } from '../support/ports';
import type { ServeStaticOptions } from '../../scripts/serve-static.mjs';

// Issue 21: a remote that hangs (accepts the connection, never answers) falls back within the
// load timeout (8 s, shell/src/app/remote-load-timeout.ts), the other side keeps working, and
// Retry recovers without a reload; a remote answering 500 still falls back at once.

const require = createRequire(__filename);
const { buildDir } = require('../../webpack.common.js') as { buildDir: (dir: string) => string };
const repo = path.resolve(__dirname, '..', '..');
const LOAD_TIMEOUT_MS = 8_000;
const UNAVAILABLE = 'This part of the site is unavailable';

async function serveStatic(options: ServeStaticOptions): Promise<Server> {
  const module = await import('../../scripts/serve-static.mjs');
  return module.serveStatic(options);
}

/** A server that accepts every connection and never answers; close() drops them all. */
function hangingServer(port: number): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(port, () =>
      resolve({
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

function shellConfig(jantriPort: number) {
  return {
    apiUrl: `http://localhost:${E2E_PORTS.api}`,
    remotes: {
      esports: `http://localhost:${E2E_PORTS.esports}/mf-manifest.json`,
      jantri: `http://localhost:${jantriPort}/mf-manifest.json`,
    },
  };
}

/** Milliseconds from a client-side navigation to `path` until the fallback is on screen. */
function timeToFallback(page: Page, to: string): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        history.pushState({}, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
        const check = () => {
          if (document.querySelector('.remote-unavailable')) resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        check();
      }),
    to,
  );
}

test('a hanging jantri remote falls back within the timeout; Retry recovers without a reload', async ({
  browser,
}) => {
  const shellPort = E2E_PORTS.shell + 24;
  const jantriPort = E2E_PORTS.shell + 23;
  let hanging: { close: () => Promise<void> } | undefined = await hangingServer(jantriPort);
  const shell = await serveStatic({
    root: buildDir(path.join(repo, 'shell')),
    port: shellPort,
    name: 'shell (timeout test)',
    config: shellConfig(jantriPort),
    preloadRemote: true,
  });
  let jantri: Server | undefined;
  const page = await browser.newPage();
  try {
    const started = Date.now();
    await page.goto(`http://localhost:${shellPort}/game`, { waitUntil: 'commit' });
    const fallback = page.getByRole('heading', { name: UNAVAILABLE });
    await expect(fallback).toBeVisible({ timeout: LOAD_TIMEOUT_MS + 5_000 });
    const waited = Date.now() - started;
    expect(waited).toBeLessThan(LOAD_TIMEOUT_MS + 3_000);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    // The esports side keeps working while the jantri one hangs.
    await page.getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { name: /Terms/ }).first()).toBeVisible();
    await page.goBack();
    await expect(retry).toBeVisible();

    // The jantri server answers again: Retry loads it in the same page.
    await hanging.close();
    hanging = undefined;
    jantri = await serveStatic({
      root: buildDir(path.join(repo, 'jantri-remote')),
      port: jantriPort,
      name: 'jantri (timeout test)',
      config: shellConfig(jantriPort),
    });
    const marker = await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      return true;
    });
    await retry.click();
    await expect(fallback).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/game$/);
    // A visitor on /game is asked to log in: the jantri side rendered its page.
    await expect(page.getByRole('heading', { name: 'Please login first' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(marker);
  } finally {
    await page.close();
    await hanging?.close();
    jantri?.close();
    shell.close();
  }
});

test('a jantri remote answering 500 shows the fallback with Retry in under 0.4 s', async ({
  browser,
}) => {
  const shellPort = E2E_PORTS.shell + 26;
  const jantriPort = E2E_PORTS.shell + 25;
  const broken = http.createServer((_req, res) => {
    res.writeHead(500, { 'Access-Control-Allow-Origin': '*' }).end('broken');
  });
  await new Promise<void>((resolve) => broken.listen(jantriPort, resolve));
  const shell = await serveStatic({
    root: buildDir(path.join(repo, 'shell')),
    port: shellPort,
    name: 'shell (500 test)',
    config: shellConfig(jantriPort),
    preloadRemote: true,
  });
  const page = await browser.newPage();
  try {
    await page.goto(`http://localhost:${shellPort}/terms`);
    await expect(page.getByRole('heading', { name: /Terms/ }).first()).toBeVisible();
    const ms = await timeToFallback(page, '/game');
    expect(ms).toBeLessThan(400);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  } finally {
    await page.close();
    broken.close();
    shell.close();
  }
});
