import { expect, test, type Page } from '@playwright/test';
import { createUser, loginAs } from '../support/api';
import { cutBook, fillClientForm } from '../support/kits';
import { closeWinningNumberWhenShown } from '../support/winning-number';

// The number game's round-end dialog may open over /game at any moment (support/winning-number).
test.beforeEach(({ page }) => closeWinningNumberWhenShown(page));

// Issue 6: the ledger flow of an operator against the real API (no stubs): clients and games,
// pasted bets, cutting with copy, a declared result, hisab kitab, laser book, lain dain, revert.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const WORKED_SHEET = '12,21,34(50)\ncrossing 123 joda cut (10)\nA 1(100)\nB 2(100)';

async function chooseSheet(page: Page) {
  const menu = page.getByRole('complementary', { name: 'Game menu' });
  await menu.getByLabel('Client', { exact: true }).selectOption('Ramesh');
  await menu.getByLabel('Game', { exact: true }).selectOption('Delhi Bazar');
}

async function openLaserBook(page: Page) {
  await page.goto('/laserBook');
  await page.getByLabel('Client', { exact: true }).selectOption('Ramesh');
  return page.getByRole('row').filter({ hasText: /\d{4}-\d{2}-\d{2}/ });
}

test('an operator keeps a whole day of the ledger', async ({ page }) => {
  // A long flow over nine screens, each loading its own chunk on first visit.
  test.setTimeout(180_000);
  const operator = await createUser('ledger');
  await loginAs(page, operator);

  // Client and game.
  await page.goto('/AddClient');
  await expect(page.getByText('No clients found.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Please fill all required fields')).toBeVisible();
  await fillClientForm(page, { name: 'Ramesh', lc: '10', rate: '90', patti: '20' });
  await page.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Client added successfully!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ramesh' })).toBeVisible();

  await page.goto('/AddGame');
  await page.getByLabel('Game Full Name').fill('Delhi Bazar');
  await page.getByLabel('Game Short Name').fill('DB');
  await page.getByRole('button', { name: 'Add Game' }).click();
  await expect(page.getByText('Game added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/game$/);

  // Paste bets: live preview, then the grid and totals.
  await chooseSheet(page);
  const paste = page.getByLabel(/Paste bets/);
  await paste.fill('12(10)\nhello(5)');
  await expect(page.getByText('Line 2: cannot read "hello"')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Bets' })).toBeDisabled();
  await paste.fill(WORKED_SHEET);
  await expect(page.getByTestId('bet-entry-total')).toHaveText('Total: ₹410');
  await page.getByRole('button', { name: 'Save Bets' }).click();
  await expect(page.getByText('Bets saved successfully')).toBeVisible();
  await expect(page.locator('[data-number="12"]')).toHaveAccessibleName('Number 12, amount 60');
  await expect(page.locator('[data-number="13"]')).toHaveAccessibleName('Number 13, amount 10');
  await expect(page.getByTestId('jodi-total')).toHaveText('₹210');

  // Cutting and copying.
  await cutBook(page, 'en', { client: 'Ramesh', game: 'Delhi Bazar', number: '40', haruf: '50' });
  await expect(page.getByTestId('cut-cutting-jodi')).toHaveText('12,21(20) 34(10)');
  await expect(page.getByTestId('cut-andar')).toHaveText('1(50)');
  await expect(page.getByTestId('cut-bahar')).toHaveText('2(50)');
  await expect(page.getByText('Final Total').locator('..')).toContainText('₹150');
  await page.getByRole('button', { name: 'Copy Cutting Jodi' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('12,21(20) 34(10)');
  await expect(page.getByRole('button', { name: 'Copy Cutting Jodi' })).toBeVisible({
    timeout: 4000,
  });

  // Declare the result: the hisab row is settled by the DESIGN formula.
  await page.goto('/UpdateResult');
  await page.getByLabel('Game', { exact: true }).selectOption('Delhi Bazar');
  await page.getByLabel('Result', { exact: true }).fill('45');
  await page.getByRole('button', { name: 'Update Result' }).click();
  await expect(page.getByText('Result updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/game$/);

  await page.goto('/hisabKitab');
  await page.getByLabel('Client', { exact: true }).selectOption('Ramesh');
  const hisabRow = page.getByRole('row').filter({ hasText: 'Delhi Bazar' });
  await expect(hisabRow).toContainText('410');
  await expect(hisabRow.locator('td').last()).toHaveText('295.2');
  await expect(hisabRow.locator('td').last()).toHaveClass(/text-success/);
  await expect(page.getByTestId('hisab-total-profit')).toHaveText('295.2');

  let laserRow = await openLaserBook(page);
  await expect(laserRow).toContainText('Lain');
  await expect(laserRow.getByTestId('laser-final')).toHaveText('295.2');

  // A receipt in lain dain changes the final.
  await page.goto('/lainDain');
  await page.getByLabel('Client', { exact: true }).selectOption('Ramesh');
  await page.getByLabel('Payment Type', { exact: true }).selectOption('receive');
  await page.getByLabel('Receive Type', { exact: true }).selectOption('cash');
  await page.getByLabel('Amount', { exact: true }).fill('95.20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment saved successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Receive' })).toContainText('95.20');

  laserRow = await openLaserBook(page);
  await expect(laserRow.getByTestId('laser-final')).toHaveText('200');
  await expect(laserRow).toContainText('-95.2');

  // Revert the crossing: the grid drops by exactly its amounts.
  await page.goto('/userBetsAndRevert');
  await expect(page.getByRole('heading', { name: 'Jantri Bet History' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete crossing 12,13,21,23,31,32' }).click();
  await expect(page.getByText('Bet deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete crossing/ })).toHaveCount(0);
  await page.goto('/game');
  await chooseSheet(page);
  await expect(page.locator('[data-number="12"]')).toHaveAccessibleName('Number 12, amount 50');
  await expect(page.locator('[data-number="13"]')).toHaveAccessibleName(/^Number 13$/);
  await expect(page.getByTestId('jodi-total')).toHaveText('₹150');
});

test("a second operator sees none of the first one's ledger", async ({ page }) => {
  const other = await createUser('ledger2');
  await loginAs(page, other);
  await page.goto('/userBetsAndRevert');
  await expect(page.getByText('No bet records found.')).toBeVisible();
  await page.goto('/lainDain');
  await expect(page.getByText('No records found.')).toBeVisible();
  await page.goto('/apk-nfo');
  await expect(page.getByRole('heading', { name: 'Jantri APK Info' })).toBeVisible();
  await expect(page.getByText('crossing 123 joda cut (10)')).toBeVisible();
});
