import { expect, test, type Page } from '@playwright/test';
import { todayInIndia } from '@bgmi/shared';
import { api, createUser, loginAs, type E2EUser } from '../support/api';
import { closeWinningNumberWhenShown } from '../support/winning-number';

// Temporary: screenshots of the upper broker's screens at 360 and 1280 px (not committed).
const OUT = '/work/shots/upper';
const GAME = 'Delhi Bazar';
const CLIENT = 'रमेश';
test.setTimeout(300_000);

async function call(user: E2EUser, path: string, body: Record<string, unknown>) {
  const answer = await api(path, { user_id: user._id, ...body }, user.auth_token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}
async function operator(page: Page, prefix: string, clients: string[]) {
  const user = await createUser(prefix);
  await call(user, 'add-jantri-game', { game_name: GAME, short_name: 'DB' });
  for (const client_name of clients) await call(user, 'add-jantri-client', { client_name, passing_rate: 90, lc: 5, patti: 10 });
  await loginAs(page, { ...user, user_clients: clients, user_games: [GAME] });
  return user;
}
async function both(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await ready();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
}
async function download(page: Page, click: () => Promise<void>, file: string) {
  const [dl] = await Promise.all([page.waitForEvent('download'), click()]);
  await dl.saveAs(`${OUT}/${file}`);
}

test('shots', async ({ page, browser }) => {
  await closeWinningNumberWhenShown(page);
  const lower = await operator(page, 'lower', [CLIENT, 'Suresh']);
  await call(lower, 'add-jantri-bets', { client_name: CLIENT, game_name: GAME, text: '12(100) 34(50) 56(45)\nA 1(70)\nB 2(60)' });
  await call(lower, 'add-jantri-bets', { client_name: 'Suresh', game_name: GAME, text: '12(30) 78(80)' });
  const upperContext = await browser.newContext();
  const upperPage = await upperContext.newPage();
  await closeWinningNumberWhenShown(upperPage);
  const upper = await operator(upperPage, 'upper', []);
  await call(lower, 'jantri-upper-save', { name: 'Bada Bhai', upper_username: upper.username, passing_rate: 90, lc: 5, patti: 0 });
  await call(lower, 'jantri-upper-save', { name: 'Offline Seth', passing_rate: 95, lc: 2, commission_basis: 'total', patti: 5 });

  await page.goto('/uppers');
  await both(page, 'uppers', () => expect(page.getByText('Offline Seth')).toBeVisible({ timeout: 30_000 }));

  await page.goto('/gameCutting');
  await page.getByLabel('Client', { exact: true }).selectOption(CLIENT);
  await page.getByLabel('Game', { exact: true }).selectOption(GAME);
  await page.getByPlaceholder('Cutting Number Rs.').fill('40');
  await page.getByPlaceholder('Cutting Haruf Rs.').fill('50');
  await both(page, 'game-cutting-sheet-button', () => expect(page.getByRole('button', { name: 'Game sheet image (PNG)' })).toBeVisible());
  await download(page, () => page.getByRole('button', { name: 'Game sheet image (PNG)' }).click(), 'book-game-sheet.png');
  await page.getByRole('button', { name: 'Done' }).click();
  await both(page, 'cut-page-send-up', () => expect(page.getByRole('link', { name: 'Send cut up' })).toBeVisible());
  await page.getByRole('link', { name: 'Send cut up' }).click();
  await page.getByLabel('Upper', { exact: true }).selectOption({ label: 'Bada Bhai' });
  await both(page, 'send-cut', () => expect(page.getByTestId('pass-preview')).toBeVisible());
  await page.getByRole('button', { name: 'Send cut up' }).click();
  await expect(page).toHaveURL(/\/upperPasses$/);

  await upperPage.goto('/upperPasses');
  await both(upperPage, 'passes-incoming', () => expect(upperPage.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 30_000 }));
  await upperPage.getByRole('button', { name: 'Accept' }).click();
  await expect(upperPage.getByRole('list', { name: 'Sent to me' })).toContainText('Accepted');
  // A second pass, refused, so the sender's list shows both states.
  const cut = { details: Array.from({ length: 100 }, (_, i) => (i === 78 ? 30 : 0)), andar: Array(10).fill(0), bahar: Array(10).fill(0) };
  const sent = (await call(lower, 'jantri-pass-send', { upper_id: (await call(lower, 'jantri-upper-list', {}) as { data: { _id: string }[] }).data[0]!._id, game_name: GAME, date: todayInIndia(), ...cut })) as { data: { _id: string } };
  await call(upper, 'jantri-pass-decide', { pass_id: sent.data._id, decision: 'refuse', reason: 'Too much on 78 today' });
  await page.reload();
  await both(page, 'passes-sent', () => expect(page.getByRole('list', { name: 'I sent' })).toContainText('Refused'));

  for (const user of [lower, upper]) await call(user, 'update-jantri-result', { game_name: GAME, result: '12', date: todayInIndia() });
  await call(lower, 'lain-dain-record-save', { client_name: CLIENT, type: 'receive', receive_type: 'cash', amount: 500, date: todayInIndia() }).catch(() => undefined);
  await page.goto('/upperHisab');
  await both(page, 'layer-hisab-lower', () => expect(page.getByTestId('layer-game')).toBeVisible({ timeout: 30_000 }));
  await upperPage.goto('/upperHisab');
  await both(upperPage, 'layer-hisab-upper', () => expect(upperPage.getByTestId('layer-game')).toBeVisible({ timeout: 30_000 }));

  await page.goto('/hisabKitab');
  await page.getByLabel('Client', { exact: true }).selectOption('All Client');
  await both(page, 'hisab-kitab-buttons', () => expect(page.getByRole('button', { name: 'Image (PNG)' })).toBeEnabled({ timeout: 30_000 }));
  await download(page, () => page.getByRole('button', { name: 'Image (PNG)' }).click(), 'book-hisab.png');
  await download(page, () => page.getByRole('button', { name: 'Table (CSV)' }).click(), 'book-hisab.csv');
  await page.goto('/laserBook');
  await page.getByLabel('Client', { exact: true }).selectOption(CLIENT);
  await both(page, 'laser-book-buttons', () => expect(page.getByRole('button', { name: 'Image (PNG)' })).toBeEnabled({ timeout: 30_000 }));
  await download(page, () => page.getByRole('button', { name: 'Image (PNG)' }).click(), 'book-laser.png');
  await download(page, () => page.getByRole('button', { name: 'Table (CSV)' }).click(), 'book-laser.csv');
  await upperContext.close();
});
