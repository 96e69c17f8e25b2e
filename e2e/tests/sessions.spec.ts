import { expect, test } from '@playwright/test';
import { api, createUser } from '../support/api';

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
