import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { createUser } from '../support/api';
import { E2E_PORTS } from '../support/ports';
import { createRequire } from 'node:module';
import { DEPLOY_WORK, ROOT, SHELL_BUILD, readPointer } from '../support/deploys';

const { buildDir } = createRequire(__filename)('../../webpack.common.js') as {
  buildDir: (dir: string) => string;
};

// A remote build from before builds published deploy.json still runs under today's shell (issue
// 21: "a jantri build 55 commits old still runs /game"). Such a build is a flat folder with
// mf-manifest.json and its files, no deploy.json and no current.json: the fixture is the suite's
// own jantri build in that shape (docs/decisions.md "Builds from before deploy.json" says how it
// was checked against a real old build).

const shellPort = E2E_PORTS.shell + 50;
const jantriPort = E2E_PORTS.shell + 52;
const site = `http://localhost:${shellPort}`;
const legacyDir = path.join(DEPLOY_WORK, 'legacy-jantri');

type Server = { close: () => void };
let servers: Server[] = [];

test.beforeAll(async () => {
  const { serveStatic } = await import('../../scripts/serve-static.mjs');
  const from = buildDir(path.join(ROOT, 'jantri-remote'));
  const { build } = readPointer(from);
  fs.rmSync(legacyDir, { recursive: true, force: true });
  fs.cpSync(path.join(from, build), legacyDir, { recursive: true });
  fs.rmSync(path.join(legacyDir, 'deploy.json'));
  const config = {
    apiUrl: `http://localhost:${E2E_PORTS.api}`,
    remotes: {
      esports: `http://localhost:${E2E_PORTS.esports}/current.json`,
      // As runtime config has named a remote since versioned deploys: its current.json (which a
      // legacy folder does not have).
      jantri: `http://localhost:${jantriPort}/current.json`,
    },
  };
  const quiet = { name: 'legacy test', config };
  servers = [
    await serveStatic({ ...quiet, root: SHELL_BUILD, port: shellPort, preloadRemote: true }),
    await serveStatic({ ...quiet, root: legacyDir, port: jantriPort }),
  ];
});

test.afterAll(() => {
  for (const server of servers) server.close();
});

test('a legacy jantri build (no deploy.json, no current.json) gets its routes and runs /game', async ({
  page,
}) => {
  const served = (await (await fetch(`${site}/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
    deploys: Record<string, { build: string; routes: { path: string }[] }>;
  };
  expect(served.remotes.jantri).toBe(`http://localhost:${jantriPort}/mf-manifest.json`);
  expect(served.deploys.jantri?.build).toMatch(/^legacy-[0-9a-f]{12}$/);
  expect(served.deploys.jantri?.routes.map((route) => route.path)).toContain('/game');

  const user = await createUser('legacy');
  await page.goto(`${site}/terms`);
  await page.evaluate((info) => {
    const { password: _password, ...userinfo } = info;
    localStorage.setItem('userinfo', JSON.stringify(userinfo));
  }, user);
  await page.goto(`${site}/game`);
  await expect(page.getByTestId('round-id')).toHaveText(/^#\d+$/);
  await expect(page.getByRole('button', { name: /^Number 42/ })).toBeVisible();
  // Its pages come from the legacy folder, and another jantri page is routed too.
  await page.goto(`${site}/betHistory`);
  await expect(page.getByRole('heading', { name: 'Jantri History' }).first()).toBeVisible();
});
