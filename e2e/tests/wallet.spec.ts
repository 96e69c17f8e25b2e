import { expect, test, type Page } from '@playwright/test';
import { api, createUser, loginAs, runAdmin, type E2EUser } from '../support/api';

let utrCounter = 0;
const newUtr = () => `${Date.now()}`.slice(-9) + String((utrCounter += 1)).padStart(3, '0');

/** A deposit the admin approves, through the real calls and the real CLI. */
async function fund(user: E2EUser, amount: number) {
  const utr = newUtr();
  await api('user/deposit', { amount, transaction_id: utr }, user.auth_token);
  await runAdmin('approve-deposit', utr);
}

/** The deposit success opens the support chat in a new tab: close it, it is outside the product. */
function closePopups(page: Page) {
  page.context().on('page', (popup) => void popup.close().catch(() => undefined));
}

test('a deposit with a UTR is approved by the admin and the wallet in the page updates', async ({
  page,
}) => {
  const user = await createUser('dep');
  await loginAs(page, user);
  closePopups(page);
  await page.goto('/deposit/depositMoney');
  await expect(page.getByText('Scan Me')).toBeVisible();
  await expect(page.getByText('(Min deposit ₹100)')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Fill the value first').first()).toBeVisible();

  const utr = newUtr();
  await page.getByLabel('Method').selectOption('GPay');
  await page.getByLabel(/^Amount/).fill('500');
  await page.getByLabel('Transaction id/UTR').fill(utr);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Deposit Request Sent Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/deposit/depositHistory');
  const row = page.getByRole('row', { name: new RegExp(utr) });
  await expect(row).toContainText('Pending');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00');

  expect(await runAdmin('approve-deposit', utr)).toContain('approved');
  // Pushed over the socket: no reload.
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹500.00');
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(utr) })).toContainText('Success');

  // The same UTR again is refused by the server, word for word.
  await page.goto('/deposit/depositMoney');
  await page.getByLabel(/^Amount/).fill('200');
  await page.getByLabel('Transaction id/UTR').fill(utr);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This Transaction id/UTR is already used')).toBeVisible();
});

test('a plan purchase goes to the deposit page with the amount, and activates on approval', async ({
  page,
}) => {
  const user = await createUser('plan');
  await loginAs(page, user);
  closePopups(page);
  await page.goto('/RechargePlans');
  await page.getByRole('button', { name: 'Buy Starter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Purchase' });
  await expect(dialog).toContainText('Starter Pass');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/deposit\/depositMoney$/);
  await expect(page.getByLabel(/^Amount/)).toHaveValue('199');
  await expect(page.getByText('Plan: Starter Pass')).toBeVisible();
  const utr = newUtr();
  await page.getByLabel('Transaction id/UTR').fill(utr);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Deposit Request Sent Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The recharge call finished before the page went home, so the plan is linked to this UTR.
  expect(await runAdmin('approve-deposit', utr)).toContain('plan activated');
});

test('a withdrawal shows as Pending, and once rejected the wallet is refunded', async ({
  page,
}) => {
  const user = await createUser('wd');
  await fund(user, 1000);
  await loginAs(page, user);
  await page.goto('/withdraw/withdrawMoney');
  await expect(page.getByText('Amount (Min 100)')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Fill the value first').first()).toBeVisible();

  await page.getByLabel('Method').selectOption('bank');
  await page.getByLabel('Account number', { exact: true }).fill('123456789');
  await page.getByLabel('Confirm account number').fill('123456780');
  await page.getByLabel('Account holder name').fill('E2E Holder');
  await page.getByLabel('IFSC code').fill('SBIN0001234');
  await page.getByLabel(/^Amount/).fill('150');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Fill the value first').first()).toBeVisible();

  await page.getByLabel('Method').selectOption('upi');
  await page.getByLabel('UPI ID').fill('e2e@okaxis');
  await page.getByLabel(/^Amount/).fill('50');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Minimum withdraw amount is 100')).toBeVisible();

  await page.getByLabel(/^Amount/).fill('150');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdraw Request Sent Successfully')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹850.00');

  await page.goto('/withdraw/withdrawHistory');
  const row = page.getByRole('row').filter({ hasText: '₹150' });
  await expect(row).toContainText('Pending');
  const transaction = (await row.getByRole('button').textContent())!.trim();
  await row.getByRole('button').click();
  const details = page.getByRole('dialog', { name: transaction });
  await expect(details).toContainText('upi');
  await expect(details).toContainText('e2e@okaxis');
  await details.getByRole('button', { name: 'Close' }).click();

  expect(await runAdmin('reject-withdrawal', transaction, 'wrong', 'upi')).toContain('refunded');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹1,000.00');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: transaction })).toContainText('Rejected');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/game$/);
});

test('a support ticket appears in the table', async ({ page }) => {
  const user = await createUser('help');
  await loginAs(page, user);
  await page.goto('/helpSupport');
  await expect(page.getByText('No records found.')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await page.getByLabel('Subject').fill('Deposit not credited');
  await page.getByLabel('Message', { exact: true }).fill('My UTR 123456789012 is still pending.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Request Submit Successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Deposit not credited' });
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('cell').first()).toHaveText(/^[0-9a-f]{5}$/);
});
