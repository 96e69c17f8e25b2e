import { defineConfig } from '@playwright/test';
import { E2E_PORTS, e2eEnv } from './support/ports';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium against the production builds and the real API on a
 * fresh embedded database (no network stubs). `npm run test:e2e` from the root runs them.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Per port base, so two runs on one machine do not delete each other's traces.
  outputDir: `./.artifacts/test-results-${E2E_PORTS.shell}`,
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    // The scripts' own launch of Debian's Chromium (scripts/lib/chromium.mjs): the same flags.
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node support/start-fresh.mjs',
    url: `http://localhost:${E2E_PORTS.api}/health`,
    env: e2eEnv(),
    // A first run builds the three frontends.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
