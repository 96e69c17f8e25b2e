import { expect, test } from '@playwright/test';
import { createUser } from '../support/api';
import { cutBook, loginIn, operatorWithBook } from '../support/kits';
import { closeWinningNumberWhenShown } from '../support/winning-number';

// Issue 23: an operator who reads Hindi pastes bets, cuts, declares a result and reads his
// hisab kitab, every screen and message in Hindi; a bet over the balance is refused in Hindi.
test.beforeEach(({ page }) => closeWinningNumberWhenShown(page));

test('an operator in Hindi: paste bets, cut, declare the result, read the hisab', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const operator = await operatorWithBook('hi_operator', {
    clients: [{ client_name: 'रमेश', lc: 10, passing_rate: 90, patti: 20 }],
  });
  await loginIn(page, operator, 'hi');

  await page.goto('/game');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const menu = page.getByRole('complementary', { name: 'गेम मेनू' });
  await menu.getByLabel('क्लाइंट', { exact: true }).selectOption('रमेश');
  await menu.getByLabel('गेम', { exact: true }).selectOption('Delhi Bazar');
  // Devanagari digits are digits.
  await page
    .getByLabel(/बेट पेस्ट करें/)
    .fill('१२,२१,३४(५०)\ncrossing 123 joda cut (10)\nA 1(100)\nB 2(100)');
  await expect(page.getByText('कुल: ₹410')).toBeVisible();
  await page.getByRole('button', { name: 'बेट सेव करें' }).click();
  await expect(page.getByText('बेट सेव हो गईं')).toBeVisible();

  await cutBook(page, 'hi', { client: 'रमेश', game: 'Delhi Bazar', number: '४०', haruf: '50' });
  await expect(page.getByTestId('cut-cutting-jodi')).toHaveText('12,21(20) 34(10)');
  await expect(page.getByText('फ़ाइनल टोटल').first().locator('..')).toContainText('₹150');

  await page.goto('/UpdateResult');
  await page.getByLabel('गेम', { exact: true }).selectOption('Delhi Bazar');
  await page.getByLabel('रिज़ल्ट', { exact: true }).fill('४५');
  await page.getByRole('button', { name: 'रिज़ल्ट अपडेट करें' }).click();
  await expect(page.getByText('रिज़ल्ट अपडेट हो गया!')).toBeVisible();

  await page.goto('/hisabKitab');
  await page.getByLabel('क्लाइंट', { exact: true }).selectOption('रमेश');
  const row = page.getByRole('row').filter({ hasText: 'Delhi Bazar' });
  await expect(row).toContainText('410');
  await expect(row.locator('td').last()).toHaveText('295.2');
  await expect(page.getByRole('columnheader', { name: 'कुल काम' })).toBeVisible();
});

test('a bet over the balance is refused in Hindi', async ({ page }) => {
  const player = await createUser('hi_bettor');
  await loginIn(page, player, 'hi');
  await page.goto('/game');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('round-id')).toHaveText(/^#\d+$/);
  const modal = page.getByRole('dialog', { name: '42 पर बेट' });
  await page.getByRole('button', { name: /^नंबर 42/ }).click();
  await modal.getByLabel('रकम').fill('१०००');
  await modal.getByRole('button', { name: 'बेट लगाएँ' }).click();
  await expect(page.getByText('बैलेंस कम है')).toBeVisible();
});
