import { expect, test, type Page } from '@playwright/test';
import { todayInIndia } from '@bgmi/shared';
import { api, createUser, loginAs, type E2EUser } from '../support/api';
import { fillClientForm } from '../support/kits';
import { closeWinningNumberWhenShown } from '../support/winning-number';

// The number game's round-end dialog may open over /game at any moment (support/winning-number).
test.beforeEach(({ page }) => closeWinningNumberWhenShown(page));

// Issue 11 (settlement, risk and cutting half) against the real API, no stubs: a client on the
// 'total' commission basis, the risk view with its capped cut, and the cut sheet pasted back.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const GAME = 'Delhi Bazar';
const WORKED_SHEET = '12,21,34(50)\ncrossing 123 joda cut (10)\nA 1(100)\nB 2(100)';

async function call(user: E2EUser, path: string, body: Record<string, unknown>) {
  const answer = await api(path, { user_id: user._id, ...body }, user.auth_token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** Cells of bet-data-jantri as one array of 100 jodi amounts plus the two haruf rows. */
async function gridOf(user: E2EUser, client_name: string) {
  const body = (await call(user, 'bet-data-jantri', {
    client_name,
    game_name: GAME,
  })) as unknown as {
    updatedBetNumbers: { details: Record<string, number>[] };
    HarufBetNumbers: { andar: number[]; bahar: number[] };
  };
  return {
    jodi: body.updatedBetNumbers.details.map((cell) => Object.values(cell)[0]),
    andar: body.HarufBetNumbers.andar,
    bahar: body.HarufBetNumbers.bahar,
  };
}

/** An operator with the game and the given clients, logged in with them in the session lists. */
async function seededOperator(page: Page, clients: [string, number][]) {
  const operator = await createUser('risk');
  await call(operator, 'add-jantri-game', { game_name: GAME, short_name: 'DB' });
  for (const [client_name, passing_rate] of clients) {
    await call(operator, 'add-jantri-client', { client_name, passing_rate });
  }
  await loginAs(page, {
    ...operator,
    user_clients: clients.map(([name]) => name),
    user_games: [GAME],
  });
  return operator;
}

test("a client on the 'total' basis is settled with lc on everything played", async ({ page }) => {
  const operator = await seededOperator(page, []);
  await page.goto('/AddClient');
  await expect(page.getByLabel('Client Name')).toBeVisible({ timeout: 30_000 });
  await fillClientForm(page, { name: 'Total Wala', lc: '10', rate: '90', patti: '20' });
  await page.getByLabel('Commission basis').selectOption('total');
  await page.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Client added successfully!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Total Wala' })).toContainText(
    'On total played',
  );

  // 410 played; result 12 wins 60 x 90 + 200 x 9 = 7200: gross -6790, lc 10% of 410 = 41,
  // profit_loss (-6790 - 41) x 0.8 = -5464.80 (the loss basis would give -5432).
  await call(operator, 'add-jantri-bets', {
    client_name: 'Total Wala',
    game_name: GAME,
    text: WORKED_SHEET,
  });
  await call(operator, 'update-jantri-result', {
    game_name: GAME,
    result: '12',
    date: todayInIndia(),
  });
  await page.goto('/hisabKitab');
  await page.getByLabel('Client', { exact: true }).selectOption('Total Wala');
  const row = page.getByRole('row').filter({ hasText: GAME });
  const cells = row.locator('td');
  await expect(cells.nth(3)).toHaveText('410');
  await expect(cells.nth(6)).toHaveText('41');
  await expect(cells.nth(7)).toHaveText('5,464.8');
  await expect(cells.nth(7)).toHaveClass(/text-danger/);
});

test('the risk view finds the worst number and the capped cut; the cut sheet pastes back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Ramesh (rate 90): 12=100, 34=50, A 1=20; Suresh (rate 80): 12=50. Collection 220; number
  // 12 pays 100 x 90 + 50 x 80 + 20 x 9 = 13180, a loss of 12960. Capping the loss at 1000
  // cuts jodi above 9 (kept 9 on 12 pays 780 + 180 against 38 kept: 922; 10 would lose 1006.67).
  const operator = await seededOperator(page, [
    ['Ramesh', 90],
    ['Suresh', 80],
  ]);
  await call(operator, 'add-jantri-bets', {
    client_name: 'Ramesh',
    game_name: GAME,
    text: '12(100) 34(50)\nA 1(20)',
  });
  await call(operator, 'add-jantri-bets', {
    client_name: 'Suresh',
    game_name: GAME,
    text: '12(50)',
  });

  await page.goto('/gameCutting');
  await expect(
    page.getByText('Choose a client and a game to see the risk per number.'),
  ).toBeVisible({ timeout: 30_000 }); // the first visit loads the page's chunk
  await page.getByLabel('Client', { exact: true }).selectOption('All Clients');
  await page.getByLabel('Game', { exact: true }).selectOption(GAME);
  await expect(page.getByTestId('risk-collection')).toHaveText('₹220.00');
  await expect(page.getByTestId('risk-worst-number')).toHaveText('12');
  await expect(page.getByTestId('risk-worst-loss')).toHaveText('₹12,960.00');
  await expect(page.locator('.risk-grid [data-number="12"]')).toHaveClass(/risk-worst/);
  await page.getByLabel('Max loss Rs.').fill('1000');
  await page.getByRole('button', { name: 'Find cut' }).click();
  await expect(page.getByTestId('risk-cap-cut')).toHaveText('9');
  await expect(page.getByTestId('risk-cap')).toContainText('loss ₹922.00');
  await page.getByRole('button', { name: 'Use this cut' }).click();
  await expect(page.getByPlaceholder('Cutting Number Rs.')).toHaveValue('9');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/cutpage$/);
  await expect(page.getByTestId('cut-cutting-jodi')).toHaveText('12(141) 34(41)');
  const sheet = ['Delhi Bazar', '12=141', '34=41', 'Total = 182'].join('\n');
  await expect(page.getByTestId('cut-sheet-text')).toHaveText(sheet);
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(sheet)}`,
  );
  await page.getByRole('button', { name: 'Copy sheet' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(sheet);

  // The PNG of the grid downloads as a real PNG image.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`cutting-Delhi-Bazar-${todayInIndia()}.png`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(1, 4).toString()).toBe('PNG');

  // Pasted back as the bets of another client, the sheet's bet lines give exactly the cut grid.
  await call(operator, 'add-jantri-client', { client_name: 'Upstream', passing_rate: 90 });
  const body = copied.split('\n').slice(1, -1).join('\n');
  await call(operator, 'add-jantri-bets', { client_name: 'Upstream', game_name: GAME, text: body });
  const pasted = await gridOf(operator, 'Upstream');
  const expected = Array(100).fill(0);
  expected[12] = 141;
  expected[34] = 41;
  expect(pasted).toEqual({ jodi: expected, andar: Array(10).fill(0), bahar: Array(10).fill(0) });
});

// The whole sheet, with its game-name header and `Total = N` line, reads back as the same bets.
test('the whole cut sheet pasted back as bets gives the same grid', async ({ page }) => {
  const operator = await seededOperator(page, [['Ramesh', 90]]);
  await call(operator, 'add-jantri-bets', {
    client_name: 'Ramesh',
    game_name: GAME,
    text: '12(100) 34(50)\nA 1(70)',
  });
  await page.goto('/gameCutting');
  await expect(page.getByLabel('Client', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Client', { exact: true }).selectOption('Ramesh');
  await page.getByLabel('Game', { exact: true }).selectOption(GAME);
  await page.getByPlaceholder('Cutting Number Rs.').fill('40');
  await page.getByPlaceholder('Cutting Haruf Rs.').fill('50');
  await page.getByRole('button', { name: 'Done' }).click();
  const sheet = ['Delhi Bazar', '12=60', '34=10', 'A 1=20', 'Total = 90'].join('\n');
  await expect(page.getByTestId('cut-sheet-text')).toHaveText(sheet);
  await call(operator, 'add-jantri-client', { client_name: 'Upstream', passing_rate: 90 });
  await call(operator, 'add-jantri-bets', {
    client_name: 'Upstream',
    game_name: GAME,
    text: sheet,
  });
  const expected = Array(100).fill(0);
  expected[12] = 60;
  expected[34] = 10;
  const andar = Array(10).fill(0);
  andar[1] = 20;
  expect(await gridOf(operator, 'Upstream')).toEqual({
    jodi: expected,
    andar,
    bahar: Array(10).fill(0),
  });
});
