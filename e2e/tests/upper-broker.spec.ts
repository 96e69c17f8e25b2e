import { expect, test, type Page } from '@playwright/test';
import { todayInIndia } from '@bgmi/shared';
import { api, createUser, loginAs, type E2EUser } from '../support/api';
import { closeWinningNumberWhenShown } from '../support/winning-number';

// Issue 27, the upper broker: the operator cuts and passes the cut to his upper operator (in a
// second browser), who accepts it in his own book; a result is declared in both books and each
// layer's hisab shows its share. No stubs: the real API, sockets and database.

test.beforeEach(({ page }) => closeWinningNumberWhenShown(page));

const GAME = 'Delhi Bazar';

async function call(user: E2EUser, path: string, body: Record<string, unknown>) {
  const answer = await api(path, { user_id: user._id, ...body }, user.auth_token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

async function operator(page: Page, prefix: string, clients: string[]) {
  const user = await createUser(prefix);
  await call(user, 'add-jantri-game', { game_name: GAME, short_name: 'DB' });
  for (const client_name of clients)
    await call(user, 'add-jantri-client', { client_name, passing_rate: 90 });
  await loginAs(page, { ...user, user_clients: clients, user_games: [GAME] });
  return user;
}

test('a cut passed up is accepted in the upper book and each hisab shows its share', async ({
  page,
  browser,
}) => {
  const lower = await operator(page, 'lower', ['Ramesh']);
  // The client plays 220: 100 on 12, 50 on 34, andar 1 at 70.
  await call(lower, 'add-jantri-bets', {
    client_name: 'Ramesh',
    game_name: GAME,
    text: '12(100) 34(50)\nA 1(70)',
  });
  const upperContext = await browser.newContext();
  const upperPage = await upperContext.newPage();
  await closeWinningNumberWhenShown(upperPage);
  const upper = await operator(upperPage, 'upper', []);

  // The operator records his upper and his terms.
  await page.goto('/uppers');
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Name', { exact: true }).fill('Bada Bhai');
  await page.getByLabel('Username on this site (optional)').fill(upper.username);
  await page.getByLabel('Passing rate').fill('90');
  await page.getByRole('button', { name: 'Add upper' }).click();
  await expect(page.getByRole('list', { name: 'Upper operators' })).toContainText('Bada Bhai');

  // The upper watches his passes before anything arrives.
  await upperPage.goto('/upperPasses');
  await expect(upperPage.getByText('No passes sent to you.')).toBeVisible({ timeout: 30_000 });

  // The cut: over 40 on a jodi and 50 on a haruf digit.
  await page.goto('/gameCutting');
  await page.getByLabel('Client', { exact: true }).selectOption('Ramesh');
  await page.getByLabel('Game', { exact: true }).selectOption(GAME);
  await page.getByPlaceholder('Cutting Number Rs.').fill('40');
  await page.getByPlaceholder('Cutting Haruf Rs.').fill('50');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('link', { name: 'Send cut up' }).click();
  await expect(page.getByTestId('pass-preview')).toHaveText('12(60) 34(10) A 1(20)');
  await page.getByLabel('Upper', { exact: true }).selectOption({ label: 'Bada Bhai' });
  await page.getByRole('button', { name: 'Send cut up' }).click();
  await expect(page).toHaveURL(/\/upperPasses$/);
  const mine = page.getByRole('list', { name: 'I sent' });
  await expect(mine).toContainText('Waiting for answer');

  // It arrives live on the upper's page; he accepts; the sender sees it live too.
  const incoming = upperPage.getByRole('list', { name: 'Sent to me' });
  await expect(incoming).toContainText(`From ${lower.username}`);
  await expect(incoming).toContainText('12(60) 34(10) A 1(20)');
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(incoming).toContainText('Accepted');
  await expect(mine).toContainText('Accepted');

  // Result 12 in both books. Client: 220 - (100 x 90 + 70 x 9) = -9410. Pass: 90 - (60 x 90 +
  // 20 x 9) = -5490 for the upper. The operator's net: -9410 + 5490 = -3920.
  for (const user of [lower, upper])
    await call(user, 'update-jantri-result', {
      game_name: GAME,
      result: '12',
      date: todayInIndia(),
    });

  await page.goto('/upperHisab');
  const myGame = page.getByTestId('layer-game');
  await expect(myGame.getByTestId('layer-kept')).toContainText('130');
  await expect(myGame.getByTestId('layer-passed')).toContainText('90');
  await expect(myGame.getByTestId('layer-net')).toHaveText(/-.*3,920/);
  await expect(myGame).toContainText('Bada Bhai made');

  await upperPage.goto('/upperHisab');
  const hisGame = upperPage.getByTestId('layer-game');
  await expect(hisGame.getByTestId('layer-kept')).toContainText('90');
  await expect(hisGame.getByTestId('layer-net')).toHaveText(/-.*5,490/);
  await upperContext.close();
});
