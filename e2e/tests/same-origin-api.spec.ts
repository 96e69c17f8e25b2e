import { expect, test, type Page, type Request } from '@playwright/test';
import { createUser, loginAs } from '../support/api';
import { E2E_PORTS } from '../support/ports';

// Issue 26, "no preflight on the product's own calls": `npm start` serves the API on the site's
// own origin (the static server forwards /BGMI, /uploads and socket.io to it), so a first visit
// makes no CORS preflight; the socket goes through the same origin.

const shellOrigin = `http://localhost:${E2E_PORTS.shell}`;

function watch(page: Page) {
  const requests: Request[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('websocket', (socket) => sockets.push(socket.url()));
  return {
    preflights: () => requests.filter((request) => request.method() === 'OPTIONS').map(String),
    apiCalls: () =>
      requests.map((request) => request.url()).filter((url) => url.includes('/BGMI/')),
    sockets,
  };
}

test('a first visit to / calls the API on its own origin with no preflight', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.apiCalls().length).toBeGreaterThan(0);
  for (const url of seen.apiCalls()) expect(url.startsWith(`${shellOrigin}/BGMI/`), url).toBe(true);
  expect(seen.preflights()).toEqual([]);
  // Each call once (issue 26).
  const calls = seen.apiCalls().map((url) => new URL(url).pathname);
  expect(calls, calls.join(' ')).toHaveLength(new Set(calls).size);
});

test('a first visit to /game, logged in, makes no preflight; its socket is same-origin', async ({
  page,
}) => {
  const user = await createUser('sameorigin');
  await loginAs(page, user);
  const seen = watch(page);
  const session = page.waitForResponse(
    (response) =>
      response.url() === `${shellOrigin}/BGMI/game-session` && response.status() === 200,
  );
  await page.goto('/game');
  await session;
  await expect(
    page.getByRole('heading', { name: 'Game Page - Place Bets and View Results' }),
  ).toBeAttached();
  await page.waitForLoadState('networkidle');
  for (const url of seen.apiCalls()) expect(url.startsWith(`${shellOrigin}/BGMI/`), url).toBe(true);
  expect(seen.preflights()).toEqual([]);
  // Each call once (issue 26): the round the prefetch brought is not asked again on mount.
  const calls = seen.apiCalls().map((url) => new URL(url).pathname);
  expect(
    calls.filter((call) => call === '/BGMI/game-session'),
    calls.join(' '),
  ).toHaveLength(1);
  // The logged-in page's socket (websocket transport) is upgraded through the static server.
  await expect.poll(() => seen.sockets.length).toBeGreaterThan(0);
  for (const url of seen.sockets) expect(url).toContain(`localhost:${E2E_PORTS.shell}/socket.io/`);
});
