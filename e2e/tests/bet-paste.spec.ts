import { expect, test } from '@playwright/test';
import { loginAs } from '../support/api';
import { operatorWithBook } from '../support/kits';
import { closeWinningNumberWhenShown } from '../support/winning-number';

// The number game's round-end dialog may open over /game at any moment (support/winning-number).
test.beforeEach(({ page }) => closeWinningNumberWhenShown(page));

// Issue 11 (bet entry): an operator pastes a client's WhatsApp export as it comes, sees how each
// line was read, chooses a reading on each ambiguous ("check") line (issue 27: nothing is saved
// before), saves, and the grid shows exactly the preview.

const PASTE = [
  '[10:02 am, 28/09/2026] Ravi Bhai: Faridabad', // market header: selects the game
  '[10:02 am, 28/09/2026] Ravi Bhai: 12,21,34(50)',
  '[10:03 am, 28/09/2026] Ravi Bhai: 4785 into 20', // digit run: 47, 85
  '[10:03 am, 28/09/2026] Ravi Bhai: 123=6=10', // crossing by count, without doubles
  '[10:04 am, 28/09/2026] Ravi Bhai: 3 A = 100', // haruf with the digit first
  '[10:04 am, 28/09/2026] Ravi Bhai: 38 49', // carried to the next amount
  '[10:05 am, 28/09/2026] Ravi Bhai: 50 61 into 20',
  '[10:05 am, 28/09/2026] Ravi Bhai: 36-79=10', // digit cross, or the range 36..79: "check"
  '[10:06 am, 28/09/2026] Ravi Bhai: Total = 870',
].join('\n');

test('a WhatsApp export is read line by line, one line switched, and stored as previewed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const operator = await operatorWithBook('paste', {
    clients: [{ client_name: 'Ramesh', lc: 10, passing_rate: 90, patti: 20 }],
    games: [
      { game_name: 'Delhi Bazar', short_name: 'DB' },
      { game_name: 'Faridabad', short_name: 'FB' },
      // A short name that is not the game's initials: the preview reads it as the server does.
      { game_name: 'Kalyan Night', short_name: 'kly' },
    ],
  });
  await loginAs(page, operator);

  // A game round may end meanwhile: its result popup is closed whenever it covers the page.
  await page.addLocatorHandler(page.getByTestId('winning-number'), async () => {
    await page.locator('.modal-backdrop').getByRole('button', { name: 'Close' }).click();
  });
  await page.goto('/game');
  const menu = page.getByRole('complementary', { name: 'Game menu' });
  await menu.getByLabel('Client', { exact: true }).selectOption('Ramesh');
  await menu.getByLabel('Game', { exact: true }).selectOption('Delhi Bazar');
  await page.getByLabel(/Paste bets/).fill(PASTE);

  // The paste names Faridabad, one of the operator's games: he confirms the switch.
  await page.getByRole('button', { name: 'Use Faridabad' }).click();
  await expect(menu.getByLabel('Game', { exact: true })).toHaveValue('Faridabad');
  await expect(page.getByLabel(/Paste bets for Ramesh · Faridabad/)).toBeVisible();

  // Every line is read (none refused), exactly one is marked "check".
  const lines = page.getByRole('list', { name: 'Pasted lines as read' }).locator(':scope > li');
  await expect(lines).toHaveCount(9);
  await expect(page.locator('.bet-line-error')).toHaveCount(0);
  await expect(page.locator('.bet-line-check')).toHaveCount(1);
  await expect(page.getByTestId('bet-line-1')).toContainText('game name');
  await expect(page.getByTestId('bet-line-3')).toContainText('47,85 × ₹20');
  await expect(page.getByTestId('bet-line-4')).toContainText('12,13,21,23,31,32 × ₹10');
  await expect(page.getByTestId('bet-line-5')).toContainText('A.H 3 × ₹100');
  await expect(page.getByTestId('bet-line-6')).toContainText('amount 20 from line 7');
  const ambiguous = page.getByTestId('bet-line-8');
  await expect(ambiguous).toContainText('check');
  const choice = ambiguous.getByRole('group', { name: 'Line 8: choose a reading' });
  await expect(choice.getByRole('radio', { name: 'digit cross ₹80' })).not.toBeChecked();
  await expect(choice.getByRole('radio', { name: 'range ₹440' })).not.toBeChecked();
  // Nothing is saved before the operator chooses.
  await expect(page.getByRole('button', { name: 'Save Bets' })).toBeDisabled();
  await expect(page.getByText(/choose a reading on each line marked "check"/)).toBeVisible();

  // Screens of the "check" display for review, on a desktop and on a 360 px phone.
  if (process.env.BET_PASTE_SHOTS) {
    const shots = process.env.BET_PASTE_SHOTS;
    const entry = page.getByRole('region', { name: 'Bet entry' });
    await ambiguous.scrollIntoViewIfNeeded();
    await ambiguous.screenshot({ path: `${shots}/bet-check-1280.png` });
    await entry.screenshot({ path: `${shots}/bet-entry-1280.png` });
    await page.setViewportSize({ width: 360, height: 800 });
    await ambiguous.scrollIntoViewIfNeeded();
    await ambiguous.screenshot({ path: `${shots}/bet-check-360.png` });
    await entry.screenshot({ path: `${shots}/bet-entry-360.png` });
    for (const box of [await entry.boundingBox(), await choice.boundingBox()]) {
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Before the choice the stated total does not match (the first reading is added up); with
  // the range chosen, it does.
  const mismatch = page.getByRole('alert').filter({ hasText: 'Line 9: total 870' });
  await expect(mismatch).toContainText('the lines read add up to 510');
  await expect(page.getByTestId('bet-entry-total')).toHaveText('Total: ₹510');
  await choice.getByRole('radio', { name: 'range ₹440' }).check();
  await expect(ambiguous).toContainText('Line 8: read as range');
  await expect(page.getByTestId('bet-entry-total')).toHaveText('Total: ₹870');
  await expect(mismatch).toHaveCount(0);
  await expect(page.getByTestId('bet-line-9')).toContainText('Total ₹870 matches');

  // What the preview shows per number is what the grid shows after saving.
  const chips = page.getByRole('list', { name: 'Numbers and amounts' }).locator('li');
  const previewed = new Map<string, string>();
  for (const chip of await chips.all()) {
    const [number, amount] = (await chip.locator('span').allTextContents()) as [string, string];
    previewed.set(number, amount);
  }
  // 13 numbers on lines 2-7 (12 and 21 twice), 44 in the range 36..79 (38, 47, 49, 50, 61 in both).
  expect(previewed.size).toBe(13 + 44 - 5);
  expect(previewed.get('12')).toBe('60');
  expect(previewed.get('47')).toBe('30');
  expect(previewed.get('40')).toBe('10');
  expect(previewed.get('37')).toBe('10');

  await page.getByRole('button', { name: 'Save Bets' }).click();
  await expect(page.getByText('Bets saved successfully')).toBeVisible();
  for (let n = 0; n < 100; n += 1) {
    const number = String(n).padStart(2, '0');
    const amount = previewed.get(number);
    await expect(page.locator(`[data-number="${number}"]`)).toHaveAccessibleName(
      amount ? `Number ${number}, amount ${amount}` : `Number ${number}`,
    );
  }
  await expect(page.getByTestId('A.H-3')).toContainText('100');

  // A paste naming a game by a short name that is not its initials, with the forms of issue 27:
  // the preview reads it with the server's games, and what is saved is what it showed.
  const more = ['kly', '23471=25=50', '666_666(100)', '10-19(5)', 'family 12 (10)'].join('\n');
  await page.getByLabel(/Paste bets/).fill(more);
  await expect(page.getByText(/This paste names the game/)).toContainText('Kalyan Night');
  await expect(page.getByTestId('bet-line-3')).toContainText('A.H 6 × ₹100');
  await expect(page.getByTestId('bet-line-4')).toContainText('10,11,12,13,14,15,16,17,18,19 × ₹5');
  const groups = page.getByTestId('bet-line-2');
  await expect(groups).toContainText('22,25,32,35,42,45,72,75,12,15 × ₹50');
  await expect(page.getByRole('button', { name: 'Save Bets' })).toBeDisabled();
  await groups.getByRole('radio', { name: /two digit groups/ }).check();
  await expect(page.getByTestId('bet-entry-total')).toHaveText('Total: ₹830');
  await page.getByRole('button', { name: 'Save Bets' }).click();
  await expect(page.getByText('Bets saved successfully').last()).toBeVisible();
  // 25 was 0 on the sheet of the first paste; now 50 (two digit groups) on Faridabad.
  await expect(page.locator('[data-number="25"]')).toHaveAccessibleName('Number 25, amount 50');
});
