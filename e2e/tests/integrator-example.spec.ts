import { expect, test } from '@playwright/test';
import path from 'node:path';
import { E2E_PORTS } from '../support/ports';

// The integrator example (examples/embed): a page that is not the shell mounts one remote alone.
test('the esports and jantri sides mount alone in a partner page', async ({ page }) => {
  const { serveStatic } = await import('../../scripts/serve-static.mjs');
  const port = E2E_PORTS.example;
  const server = await serveStatic({
    root: path.resolve(__dirname, '..', '..', 'examples', 'embed'),
    port,
    name: 'integrator example',
    config: {
      apiUrl: `http://localhost:${E2E_PORTS.api}`,
      remotes: {
        esports: `http://localhost:${E2E_PORTS.esports}/mf-manifest.json`,
        jantri: `http://localhost:${E2E_PORTS.jantri}/mf-manifest.json`,
      },
    },
  });
  try {
    await page.goto(`http://localhost:${port}/esports/terms`);
    await expect(page.getByText('Partner site')).toBeVisible();
    await expect(
      page.getByTestId('embed-root').getByRole('heading', { name: /Terms/ }).first(),
    ).toBeVisible();
    await page.goto(`http://localhost:${port}/jantri/apk-nfo`);
    await expect(
      page.getByTestId('embed-root').getByRole('heading', { name: 'Jantri APK Info' }).first(),
    ).toBeVisible();
  } finally {
    server.close();
  }
});
