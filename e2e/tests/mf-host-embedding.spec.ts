import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_PORTS, API_URL } from '../support/ports';

// Issue 21, embedding: a standard Module Federation host (examples/mf-host: webpack 5.111.1,
// @module-federation/enhanced 2.9.2, provideExternalRuntime) mounts the esports side with
// nothing loaded by hand, with its data from the API.

test('a standard Module Federation host mounts the esports side with its events', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const repo = path.resolve(__dirname, '..', '..');
  const out = path.join(E2E_DATA_DIR, 'mf-host');
  const built = spawnSync(
    'npx',
    ['webpack', '--config', path.join(repo, 'examples', 'mf-host', 'webpack.config.js')],
    {
      cwd: repo,
      encoding: 'utf8',
      env: {
        ...process.env,
        MF_HOST_OUT: out,
        API_URL,
        ESPORTS_REMOTE_URL: `http://localhost:${E2E_PORTS.esports}/mf-manifest.json`,
      },
    },
  );
  expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
  const { serveStatic } = await import('../../scripts/serve-static.mjs');
  // The example's origin is one the API allows (EXAMPLE_PORT in the harness).
  const server = await serveStatic({
    root: out,
    port: E2E_PORTS.example,
    name: 'Module Federation host',
    config: { apiUrl: API_URL, remotes: {} },
  });
  try {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(`http://localhost:${E2E_PORTS.example}/esports/tournaments`);
    await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();
    const side = page.getByTestId('embed-root');
    await expect(side.getByRole('article', { name: 'Phoenix Pro League' })).toBeVisible();
    // The host's runtime ran the remote: its own federation-runtime.js was never needed.
    expect(loaded.filter((url) => url.endsWith('/federation-runtime.js'))).toEqual([]);
  } finally {
    server.close();
  }
});
