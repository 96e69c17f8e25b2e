import { expect, test } from '@playwright/test';
import { api, createUser, loginAs, runAdmin } from '../support/api';

test('a funded user bets from the modal, the round ends with the popup, and a win pays x90', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await createUser('game');
  const utr = `${Date.now()}`.slice(-12);
  await api('user/deposit', { amount: 1000, transaction_id: utr }, user.auth_token);
  await runAdmin('approve-deposit', utr);
  // A fresh round of ROUND_SECONDS (20 s), so the bets below land well before its end.
  await runAdmin('end-round');
  await loginAs(page, user);
  await page.goto('/game');
  await expect(page.getByTestId('round-id')).toHaveText(/^#\d+$/);
  await expect(page.getByTestId('game-wallet')).toHaveText('₹1,000.00');

  const cell = page.getByRole('button', { name: /^Number 42/ });
  const modal = page.getByRole('dialog', { name: 'Bet on 42' });
  await cell.click();
  await modal.getByLabel('Amount').fill('5');
  await modal.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByText('Please Enter minimum amount which is 10')).toBeVisible();
  await expect(modal).toBeHidden();

  await cell.click();
  await expect(modal.getByLabel('Amount')).toHaveValue('10');
  await modal.getByLabel('Amount').fill('1000');
  await modal.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByText('Low Balance')).toBeVisible();
  await expect(modal).toBeHidden();

  await cell.click();
  await modal.getByRole('button', { name: '50', exact: true }).click();
  await modal.getByRole('button', { name: 'Plus 10' }).click();
  await modal.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByText('Bet placed successfully')).toBeVisible();
  await expect(page.getByTestId('game-wallet')).toHaveText('₹940.00');
  await expect(page.getByRole('button', { name: 'Number 42, amount 60' })).toBeVisible();

  await page.getByRole('button', { name: 'Number and Amount' }).click();
  const amounts = page.getByRole('dialog', { name: 'Number and Amount' });
  await expect(amounts.getByRole('listitem')).toHaveText(['42₹60']);
  await amounts.getByRole('button', { name: 'Close' }).click();

  expect(await runAdmin('declare-result', '42')).toContain('will end with 42');
  // The round ends on its own (ROUND_SECONDS) and the result arrives over the socket.
  await expect(page.getByTestId('winning-number')).toHaveText('42', { timeout: 30_000 });
  await expect(page.getByTestId('game-wallet')).toHaveText('₹6,340.00');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('winning-number')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Number 42' })).toBeVisible();
});

test('on a phone the sidebar opens from the menu, links every page, and closes when leaving', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = await createUser('side');
  await loginAs(page, user);
  await page.goto('/game');
  const sidebar = page.getByRole('complementary', { name: 'Game menu' });
  // The static first paint shows the frame ("Waiting...") before the scripts run; its buttons
  // act once the page is live, which the round's number shows.
  await expect(page.getByTestId('round-id')).toHaveText(/#\d+/);
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeInViewport();
  for (const title of [
    'Deposit Money',
    'Withdraw Funds',
    'Recharge Plans',
    'Help & Support',
    'Jantri Cutting',
    'Lain Dain',
  ]) {
    await expect(sidebar.getByRole('link', { name: title })).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Deposit History' }).click();
  await expect(page).toHaveURL(/\/deposit\/depositHistory$/);
  await expect(page.getByText('No data found')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByTestId('round-id')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Game menu' })).not.toBeInViewport();
});
