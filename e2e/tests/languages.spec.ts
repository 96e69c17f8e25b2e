import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/api';

// Issue 23 (DESIGN section 9): a reader switches to Hindi; the header, the pages and the API's
// refusals read in Hindi; the choice survives a reload and a new login on a fresh browser.

const DEVANAGARI = /[\u0900-\u097F]/;

async function switchToHindi(page: Page) {
  await page.getByRole('button', { name: 'Read in हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

async function loginThroughForm(page: Page, bgmiUserId: string, password: string) {
  const form = page.getByRole('form', { name: /Login|लॉगिन/ }).first();
  await form.getByLabel(/BGMI ID/).fill(bgmiUserId);
  await form.getByLabel(/^(Password|पासवर्ड)$/).fill(password);
  await form.getByRole('button', { name: /^(Login|लॉगिन)$/ }).click();
}

test('a visitor switches to Hindi: header, home and login read in Hindi, and a reload keeps it', async ({
  page,
}) => {
  await page.goto('/');
  await switchToHindi(page);
  await expect(page.getByRole('link', { name: 'रजिस्टर / लॉगिन' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register / Login' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(DEVANAGARI);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The first paint itself is Hindi: the static server read the reader's choice (cookie).
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('lang="hi"');
  expect(html).toContain('रजिस्टर / लॉगिन');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'लॉगिन' }).first()).toBeVisible();
});

test('a refusal from the API reads in Hindi (a wrong password)', async ({ page }) => {
  const user = await createUser('hi_refusal');
  await page.goto('/login');
  await switchToHindi(page);
  await loginThroughForm(page, user.bgmiUserId, 'not-the-password-1');
  await expect(page.getByText('BGMI ID या पासवर्ड गलत है')).toBeVisible();
});

test('the choice is kept with the account: a new login in a fresh browser reads Hindi', async ({
  page,
  browser,
}) => {
  const user = await createUser('hi_account');
  await page.goto('/login');
  await loginThroughForm(page, user.bgmiUserId, user.password);
  await expect(page.getByRole('button', { name: /Profile of/ })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/BGMI/user/set-language'));
  await switchToHindi(page);
  expect((await saved).status()).toBe(200);

  const fresh = await browser.newContext({ locale: 'en-US' });
  const other = await fresh.newPage();
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await loginThroughForm(other, user.bgmiUserId, user.password);
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(other.getByRole('button', { name: /की प्रोफ़ाइल/ })).toBeVisible();
  await fresh.close();
});

test("a first visit follows the browser's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'रजिस्टर / लॉगिन' })).toBeVisible();
  await context.close();
});
