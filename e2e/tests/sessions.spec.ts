import { expect, test } from '@playwright/test';
import { api, createUser, loginAs, runAdmin, type E2EUser } from '../support/api';

// Issue 9: sessions end. Logout in the profile menu revokes the token on the server.

test('Logout from the profile menu revokes the token: the API then refuses it (401)', async ({
  page,
}) => {
  const user = await createUser('sess', 'Asha Verma');
  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('BGMI ID').fill(user.bgmiUserId);
  await login.getByLabel('Password').fill(user.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('User Login Successfully')).toBeVisible();

  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('userinfo') ?? '{}') as { auth_token?: string }).auth_token,
  );
  expect(token).toBeTruthy();
  expect((await api('user/refresh', {}, token)).status).toBe(200);

  await page.getByRole('button', { name: 'Profile of Asha Verma' }).click();
  const logoutCall = page.waitForResponse((response) =>
    response.url().endsWith('/BGMI/user/logout'),
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await logoutCall).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Register / Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userinfo'))).toBeNull();

  const after = await api('user/refresh', {}, token);
  expect(after.status).toBe(401);
  expect(after.body.message).toBe('token not belonging to the user');
});

// Issue 25: recovery without SMS. An admin checks the person and issues a one-time code on the
// admin page; the player uses it from "Forgot password?" on the login page.
test('Forgot password? with a reset code from the admin page: old password and sessions end', async ({
  page,
  browser,
}) => {
  const player = await createUser('lost', 'Nisha Rao');
  const boss = await createUser('resetboss');
  await runAdmin('make-admin', boss.bgmiUserId);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, { ...boss, isAdmin: true } as E2EUser);
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  await adminPage.getByLabel('Search').fill(player.bgmiUserId);
  const row = adminPage.getByRole('row').filter({ hasText: player.bgmiUserId });
  await row.getByRole('button', { name: 'Reset code' }).click();
  await adminPage.getByRole('button', { name: 'Issue code' }).click();
  const code = (await adminPage.getByTestId('reset-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{10}$/);
  await adminContext.close();

  await page.goto('/login');
  await page
    .getByRole('form', { name: 'Login' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('BGMI ID').fill(player.bgmiUserId);
  await form.getByLabel('Reset code').fill(code);
  await form.getByLabel('New password', { exact: true }).fill('violet-harbour-58');
  await form.getByLabel('Confirm new password').fill('violet-harbour-58');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset: log in with your new password')).toBeVisible();

  const login = page.getByRole('form', { name: 'Login' });
  await expect(login.getByLabel('BGMI ID')).toHaveValue(player.bgmiUserId);
  await login.getByLabel('Password').fill('violet-harbour-58');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('User Login Successfully')).toBeVisible();
  expect((await api('user/refresh', {}, player.auth_token)).status).toBe(401);
  const reused = await api('user/reset-password', {
    bgmiUserId: player.bgmiUserId,
    code,
    newPassword: 'another-river-77',
    confirmPassword: 'another-river-77',
  });
  expect(reused.status).toBe(400);
});
