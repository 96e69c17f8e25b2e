import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { createRequire } from 'node:module';
import { api, createUser, loginAs } from '../support/api';
import { E2E_PORTS } from '../support/ports';

// The shell's own flows and the Module Federation wiring, against the real API.

/** Which containers use the one host API of the page (Module Federation's share scope). */
async function sharedPackageUse(page: Page) {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; useIn: string[] };
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__;
    const entries: Entry[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const entry of Object.values(scopes.default?.['@bgmi/shared/host-api'] ?? {}))
        entries.push(entry);
    }
    const loaded = entries.filter((entry) => entry.loaded);
    return {
      providers: [...new Set(loaded.map((entry) => entry.from))],
      users: [...new Set(loaded.flatMap((entry) => entry.useIn))],
    };
  });
}

test('sign up, log out and log in through the forms; the header shows the avatar initial', async ({
  page,
}) => {
  const id = `ui_${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Go to Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full name').fill('Zoya Khan');
  await form.getByLabel('BGMI ID').fill(id);
  await form.getByLabel('Email').fill(`${id}@example.com`);
  await form.getByLabel('Mobile number').fill('98765');
  await form.getByLabel('Password', { exact: true }).fill('tiger-lamp-93');
  await form.getByLabel('Confirm password').fill('tiger-lamp-93');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Mobile Number must be 10 digits.')).toBeVisible();

  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('User Registered Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const avatar = page.getByRole('button', { name: 'Profile of Zoya Khan' });
  await expect(avatar).toHaveText('Z');

  await avatar.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Register / Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userinfo'))).toBeNull();

  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('BGMI ID').fill(id);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Give all Details Properly')).toBeVisible();
  await login.getByLabel('Password').fill('tiger-lamp-93');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('User Login Successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile of Zoya Khan' })).toHaveText('Z');

  // Logged in, /login sends you home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('portrait phones get the tabbed login form', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('form', { name: 'Sign Up' })).toBeVisible();
  await context.close();
});

test('one session store: the shell login is what both remotes see', async ({ page }) => {
  const user = await createUser('store');
  await loginAs(page, user);
  await page.goto('/');
  await expect(page.getByRole('button', { name: `Profile of ${user.name}` })).toBeVisible();
  // Client-side navigation into the jantri side: the same page, the same containers.
  await page.getByRole('button', { name: `Profile of ${user.name}` }).click();
  await page.getByRole('link', { name: 'Jantri' }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(
    page.getByRole('heading', { name: 'Game Page - Place Bets and View Results' }),
  ).toBeVisible();
  const use = await sharedPackageUse(page);
  expect(use.providers).toHaveLength(1);
  expect(use.users).toEqual(expect.arrayContaining(['shell', 'esports', 'jantri']));
  // The remotes read the store the shell wrote: the same object on globalThis.
  const seen = await page.evaluate(() => {
    const store = (
      globalThis as unknown as {
        __BGMI_SESSION_STORE__: { getState: () => { userinfo: { name: string } | null } };
      }
    ).__BGMI_SESSION_STORE__;
    return store.getState().userinfo?.name;
  });
  expect(seen).toBe(user.name);
});

test("the server's 'token not belonging to the user' logs out and returns home", async ({
  page,
}) => {
  const user = await createUser('foreign');
  await loginAs(page, user);
  // The token stops being valid on the server (as when it belongs to no user any more).
  await page.evaluate(() => {
    const info = JSON.parse(localStorage.getItem('userinfo') ?? '{}');
    localStorage.setItem('userinfo', JSON.stringify({ ...info, auth_token: 'revoked-token' }));
  });
  // The page confirms the session with the server on load and is told the token is foreign.
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Register / Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userinfo'))).toBeNull();
  const check = await api('user/refresh', {}, 'revoked-token');
  expect(check.body.message).toBe('token not belonging to the user');
});

test('a jantri route shows the fallback when the jantri remote is down; esports keeps working', async ({
  browser,
}) => {
  const require = createRequire(__filename);
  const { buildDir } = require('../../webpack.common.js') as { buildDir: (dir: string) => string };
  const { serveStatic } = await import('../../scripts/serve-static.mjs');
  const root = path.resolve(__dirname, '..', '..');
  const shellPort = E2E_PORTS.shell + 20;
  const jantriPort = E2E_PORTS.shell + 21;
  const config = {
    apiUrl: `http://localhost:${E2E_PORTS.api}`,
    remotes: {
      esports: `http://localhost:${E2E_PORTS.esports}/mf-manifest.json`,
      jantri: `http://localhost:${jantriPort}/mf-manifest.json`,
    },
  };
  const shell = await serveStatic({
    root: buildDir(path.join(root, 'shell')),
    port: shellPort,
    name: 'shell (fallback test)',
    config,
  });
  let jantri = await serveStatic({
    root: buildDir(path.join(root, 'jantri-remote')),
    port: jantriPort,
    name: 'jantri (fallback test)',
    config,
  });
  jantri.close(); // the jantri team's server is down
  const page = await browser.newPage();
  try {
    await page.goto(`http://localhost:${shellPort}/game`);
    await expect(
      page.getByRole('heading', { name: 'This part of the site is unavailable' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { name: /Terms/ }).first()).toBeVisible();
    // Back on the jantri route while its server is still down: the fallback again.
    await page.goBack();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    // The jantri server comes back: Retry loads it without a page reload.
    jantri = await serveStatic({
      root: buildDir(path.join(root, 'jantri-remote')),
      port: jantriPort,
      name: 'jantri (fallback test)',
      config,
    });
    await retry.click();
    await expect(
      page.getByRole('heading', { name: 'This part of the site is unavailable' }),
    ).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/game$/);
  } finally {
    await page.close();
    jantri.close();
    shell.close();
  }
});

test('unknown routes show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page not found' })).toBeVisible();
});
