import { expect, test, type Page } from '@playwright/test';
import { api, createUser, demoLogin, loginAs } from '../support/api';

// Issue 3: the profile menu in the shell header, against the real API.

const avatar = (page: Page, name: string) =>
  page.getByRole('button', { name: `Profile of ${name}` });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Profile' });

test('edit name and BGMI ID; both persist after a reload; no team means no match making', async ({
  page,
}) => {
  const user = await createUser('prof', 'Kabir Das');
  await loginAs(page, user);
  await page.goto('/terms');
  await avatar(page, 'Kabir Das').click();
  await expect(menu(page).getByText(user.bgmiUserId)).toBeVisible();
  await expect(menu(page).getByText('No team yet')).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Start Match Making' })).toBeDisabled();
  // The team name has no Edit button.
  await expect(menu(page).getByRole('button', { name: /^Edit/ })).toHaveCount(2);

  await menu(page).getByRole('button', { name: 'Edit Name' }).click();
  await menu(page).getByLabel('Name', { exact: true }).fill('Kabir Singh');
  await menu(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Edit Name' })).toBeVisible();

  const newId = `${user.bgmiUserId}_n`;
  await menu(page).getByRole('button', { name: 'Edit BGMI ID' }).click();
  await menu(page).getByLabel('BGMI ID', { exact: true }).fill(newId);
  await menu(page).getByRole('button', { name: 'Save' }).click();
  await expect(menu(page).getByText(newId)).toBeVisible();

  await page.reload();
  await avatar(page, 'Kabir Singh').click();
  await expect(menu(page).getByText('Kabir Singh')).toBeVisible();
  await expect(menu(page).getByText(newId)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}'));
  expect(stored).toMatchObject({ name: 'Kabir Singh', bgmiUserId: newId });
});

test('a taken BGMI ID shows the server message; a click outside closes and cancels editing', async ({
  page,
}) => {
  const user = await createUser('prof2', 'Meera Iyer');
  const other = await createUser('prof3');
  await loginAs(page, user);
  await page.goto('/terms');
  await avatar(page, 'Meera Iyer').click();
  await menu(page).getByRole('button', { name: 'Edit BGMI ID' }).click();
  await menu(page).getByLabel('BGMI ID', { exact: true }).fill(other.bgmiUserId);
  await menu(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This BGMI ID is already taken')).toBeVisible();

  await menu(page).getByLabel('BGMI ID', { exact: true }).fill('half-typed');
  await page.getByRole('heading', { name: 'Terms and Conditions' }).click();
  await expect(menu(page)).toHaveCount(0);
  await avatar(page, 'Meera Iyer').click();
  await expect(menu(page).getByLabel('BGMI ID', { exact: true })).toHaveCount(0);
  await expect(menu(page).getByText(user.bgmiUserId)).toBeVisible();
});

test('match making toggles Start / Stop for a player with a team', async ({ page }) => {
  const cobra = await demoLogin(page, 'cobra_player');
  await page.goto('/terms');
  await avatar(page, cobra.name).click();
  await expect(menu(page).getByText('Team Phoenix')).toBeVisible();
  await menu(page).getByRole('button', { name: 'Start Match Making' }).click();
  await expect(page.getByText('Match making started!')).toBeVisible();
  await menu(page).getByRole('button', { name: 'Stop Match Making' }).click();
  await expect(page.getByText('Match making stopped!')).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Start Match Making' })).toBeVisible();

  const player = await api<{ data: { match_making: boolean } }>(
    'get-bgmi-player',
    { bgmiUserId: 'cobra_player' },
    cobra.auth_token,
  );
  expect(player.body.data.match_making).toBe(false);
});

// Issue 25: change password and log out everywhere, from the profile menu.
const tokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('userinfo') ?? '{}') as { auth_token?: string }).auth_token,
  );

test('change password: a too-common one is refused under its field; other sessions end; the new one logs in', async ({
  page,
}) => {
  const user = await createUser('chpw', 'Tara Nair');
  const other = await api<{ data: { auth_token: string } }>('user/login', {
    bgmiUserId: user.bgmiUserId,
    password: user.password,
  });
  await loginAs(page, user);
  await page.goto('/terms');
  await avatar(page, 'Tara Nair').click();
  await menu(page).getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByLabel('New password', { exact: true }).fill('password1');
  await dialog.getByLabel('Confirm new password').fill('password1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText(/newPassword is too easy to guess/)).toBeVisible();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await dialog.getByLabel('New password', { exact: true }).fill('violet-harbour-58');
  await dialog.getByLabel('Confirm new password').fill('violet-harbour-58');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed: every other session is logged out')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await api('user/refresh', {}, other.body.data.auth_token)).status).toBe(401);
  expect((await api('user/refresh', {}, await tokenOf(page))).status).toBe(200);
  const fresh = await api('user/login', {
    bgmiUserId: user.bgmiUserId,
    password: 'violet-harbour-58',
  });
  expect(fresh.status).toBe(200);
});

test('log out everywhere ends this session and every other one', async ({ page }) => {
  const user = await createUser('every', 'Ravi Kumar');
  const other = await api<{ data: { auth_token: string } }>('user/login', {
    bgmiUserId: user.bgmiUserId,
    password: user.password,
  });
  await loginAs(page, user);
  await page.goto('/terms');
  const mine = await tokenOf(page);
  await avatar(page, 'Ravi Kumar').click();
  await menu(page).getByRole('button', { name: 'Log out everywhere' }).click();
  const ask = page.getByRole('dialog', { name: 'Log out everywhere?' });
  await ask.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page.getByText('Logged out on every device')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register / Login' })).toBeVisible();
  for (const token of [mine, other.body.data.auth_token])
    expect((await api('user/refresh', {}, token)).status).toBe(401);
});
