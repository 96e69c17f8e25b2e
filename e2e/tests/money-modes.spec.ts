import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser, loginAs, api, runAdmin, type E2EUser } from '../support/api';
import { E2E_PORTS } from '../support/ports';

/**
 * DESIGN section 8 in Chromium. The harness API runs in `real`; `off` and `demo` each get their
 * own API and shell origin on spare ports of this run's base (support/mode-server.mjs).
 */
const extra = (offset: number) => E2E_PORTS.shell + offset;

async function startMode(mode: 'off' | 'demo', apiPort: number, shellPort: number) {
  const child = spawn(
    process.execPath,
    [
      'support/mode-server.mjs',
      mode,
      String(apiPort),
      String(shellPort),
      String(E2E_PORTS.esports),
      String(E2E_PORTS.jantri),
    ],
    { cwd: path.resolve(__dirname, '..'), stdio: 'inherit' },
  );
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`http://localhost:${apiPort}/health`).then(
      (r) => r.ok,
      () => false,
    );
    const shell = await fetch(`http://localhost:${shellPort}/runtime-config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up && shell) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`${mode} server did not start`);
}

/** Signs up on another API and stores the session in that shell's origin. */
async function userOn(page: Page, apiPort: number, shellPort: number, prefix: string) {
  const bgmiUserId = `${prefix}_${Date.now().toString(36)}`;
  const response = await fetch(`http://localhost:${apiPort}/BGMI/user/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fullName: `Mode ${prefix}`,
      bgmiUserId,
      email: `${bgmiUserId}@example.com`,
      phone: '9000000000',
      password: 'e2e-pass-1',
      confirmPassword: 'e2e-pass-1',
    }),
  });
  const data = ((await response.json()) as { data: Record<string, unknown> }).data;
  await page.goto(`http://localhost:${shellPort}/terms`);
  await page.evaluate((info) => localStorage.setItem('userinfo', JSON.stringify(info)), data);
}

test.describe('money modes', () => {
  test.describe.configure({ timeout: 240_000 });

  test('off: money screens explain why, the wallet is hidden, the ledger works', async ({
    page,
  }) => {
    const [apiPort, shellPort] = [extra(20), extra(21)];
    const server = await startMode('off', apiPort, shellPort);
    try {
      await userOn(page, apiPort, shellPort, 'off');
      await page.goto(`http://localhost:${shellPort}/deposit/depositMoney`);
      await expect(page.getByTestId('money-off')).toContainText('Money features are off');
      await expect(page.getByLabel('Transaction id/UTR')).toHaveCount(0);
      await page.goto(`http://localhost:${shellPort}/withdraw/withdrawMoney`);
      await expect(page.getByTestId('money-off')).toBeVisible();
      // Issue 25: the plans page is a money page too: nothing sold in ₹.
      await page.goto(`http://localhost:${shellPort}/RechargePlans`);
      await expect(page.getByTestId('money-off')).toBeVisible();
      await expect(page.getByRole('button', { name: /Buy|Get|Choose/ })).toHaveCount(0);
      await page.goto(`http://localhost:${shellPort}/withdraw/withdrawMoney`);
      await page.getByRole('link', { name: 'Open the jantri ledger' }).click();
      await expect(page.getByTestId('money-off-note')).toBeVisible();
      await expect(page.getByTestId('game-wallet')).toHaveCount(0);
      const menu = page.getByRole('complementary', { name: 'Game menu' });
      await expect(menu.getByRole('link', { name: 'Deposit Money' })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Hisab Kitab' })).toHaveCount(1);
      // The ledger (bookkeeping) still works.
      await page.goto(`http://localhost:${shellPort}/AddClient`);
      await page.getByLabel('Client Name').fill('Ramesh');
      await page.getByLabel('LC (loss commission %)').fill('10');
      await page.getByLabel('Passing Rate').fill('90');
      await page.getByLabel('Patti (%)').fill('20');
      await page.getByRole('button', { name: 'Add Client' }).click();
      await expect(page.getByText('Client added successfully!')).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Ramesh' })).toBeVisible();
    } finally {
      server.kill('SIGTERM');
    }
  });

  test('demo: Add demo credits instead of a QR, every amount labelled demo credits', async ({
    page,
  }) => {
    const [apiPort, shellPort] = [extra(30), extra(31)];
    const server = await startMode('demo', apiPort, shellPort);
    try {
      await userOn(page, apiPort, shellPort, 'demo');
      await page.goto(`http://localhost:${shellPort}/deposit/depositMoney`);
      const panel = page.getByTestId('demo-credits');
      await expect(panel).toBeVisible();
      await expect(page.getByRole('img', { name: /QR/i })).toHaveCount(0);
      await expect(page.getByTestId('wallet-balance')).toHaveText('0 demo credits');
      await panel.getByLabel('Demo credits to add').selectOption('5000');
      await panel.getByRole('button', { name: 'Add demo credits' }).click();
      await expect(page.getByTestId('wallet-balance')).toHaveText('5,000 demo credits');
      await panel.getByLabel('Demo credits to add').selectOption('5000');
      await panel.getByRole('button', { name: 'Add demo credits' }).click();
      await panel.getByRole('button', { name: 'Add demo credits' }).click();
      await expect(page.getByText(/at most ₹10,000 of demo credits a day/)).toBeVisible();
      await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 demo credits');
      await page.goto(`http://localhost:${shellPort}/game`);
      await expect(page.getByTestId('game-wallet')).toHaveText('10,000 demo credits');
      await page.goto(`http://localhost:${shellPort}/withdraw/withdrawMoney`);
      await expect(page.getByText('Demo credits', { exact: true })).toBeVisible();
      // Issue 25: plans are shown as examples in demo credits, never sold in ₹.
      await page.goto(`http://localhost:${shellPort}/RechargePlans`);
      await expect(page.getByTestId('plans-demo-note')).toContainText('cannot be bought');
      await expect(page.getByRole('article').first()).toContainText('demo credits');
      await expect(page.getByRole('article').getByRole('button')).toHaveCount(0);
      await expect(page.getByText(/₹/)).toHaveCount(0);
    } finally {
      server.kill('SIGTERM');
    }
  });

  test('real: an under-18 date of birth is refused at the age gate', async ({ page }) => {
    const user = await createUser('minor', undefined, { confirmAge: false });
    await loginAs(page, user);
    await page.goto('/deposit/depositMoney');
    await expect(page.getByRole('heading', { name: 'Confirm your age' })).toBeVisible();
    const year = new Date().getUTCFullYear() - 16;
    await page.getByLabel('Date of birth').fill(`${year}-06-15`);
    await page.getByLabel('I am 18 years or older').check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    // The form's own message (a toast says it too, and the first refusal's toast may still be up).
    const refusal = page
      .getByRole('form', { name: 'Age check' })
      .getByRole('alert')
      .filter({ hasText: 'You must be 18 or older' });
    await expect(refusal).toBeVisible();
    await expect(page.getByLabel('Transaction id/UTR')).toHaveCount(0);
    // Issue 25: the refusal is stored: a second, adult date does not pass.
    await page.getByLabel('Date of birth').fill('1990-06-15');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(refusal).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Confirm your age' })).toBeVisible();
    await expect(page.getByLabel('Transaction id/UTR')).toHaveCount(0);
  });

  test('real: a deposit over the daily limit is refused', async ({ page }) => {
    const user = await createUser('limit');
    await loginAs(page, user);
    await page.goto('/limits');
    await page.getByLabel(/Per day/).fill('500');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(page.getByText('Limits saved')).toBeVisible();
    await page.goto('/deposit/depositMoney');
    await page.getByLabel(/^Amount/).fill('600');
    await page.getByLabel('Transaction id/UTR').fill(`LIM${Date.now()}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/over your deposit limit/).first()).toBeVisible();
  });

  test('real: a self-exclusion blocks a bet', async ({ page }) => {
    const user = await createUser('exclude');
    const utr = `EXC${Date.now()}`;
    await api('user/deposit', { amount: 1000, transaction_id: utr }, user.auth_token);
    await runAdmin('approve-deposit', utr);
    await loginAs(page, user);
    await page.goto('/limits');
    await page.getByLabel('Exclude me for').selectOption('24h');
    await page.getByRole('button', { name: 'Start self-exclusion' }).click();
    await page.getByRole('button', { name: 'Yes, exclude me' }).click();
    await expect(page.getByTestId('excluded')).toContainText('self-excluded until');
    await page.goto('/game');
    await page.getByRole('button', { name: /^Number 42/ }).click();
    const modal = page.getByRole('dialog', { name: 'Bet on 42' });
    await modal.getByLabel('Amount').fill('50');
    await modal.getByRole('button', { name: 'Place Bet' }).click();
    await expect(page.getByText(/You are self-excluded/).first()).toBeVisible();
    await expect(page.getByTestId('game-wallet')).toHaveText('₹1,000.00');
  });

  test('real: an admin approves a deposit on the admin page; the wallet updates live; audited', async ({
    page,
    browser,
  }) => {
    const player = await createUser('payer');
    const boss: E2EUser = await createUser('boss');
    await runAdmin('make-admin', boss.bgmiUserId);
    const utr = `ADM${Date.now()}`;
    await api('user/deposit', { amount: 700, transaction_id: utr }, player.auth_token);
    await loginAs(page, player);
    await page.goto('/deposit/depositHistory');
    await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00');

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await loginAs(adminPage, { ...boss, isAdmin: true } as E2EUser);
    await adminPage.goto('/admin');
    const row = adminPage.getByRole('row').filter({ hasText: utr });
    await row.getByRole('button', { name: `Approve ${utr}` }).click();
    await expect(adminPage.getByText(`Deposit ${utr} approved`)).toBeVisible();

    await expect(page.getByTestId('wallet-balance')).toHaveText('₹700.00');

    await adminPage.getByRole('tab', { name: 'Audit log' }).click();
    const audit = adminPage.getByRole('row').filter({ hasText: `deposit ${utr}` });
    await expect(audit).toContainText('approve-deposit');
    await expect(audit).toContainText(boss.bgmiUserId);
    await adminContext.close();
  });
});
