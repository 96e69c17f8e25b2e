import { expect, test } from '@playwright/test';
import { api } from '../support/api';

// Issue 23 (DESIGN section 9): a visitor switches to Hindi in the header and reads the home, the
// scrims and a tournament's points table in Hindi; the choice survives a reload. Demo seed.

test('a visitor switches to Hindi: home, scrims and a points table in Hindi; kept on reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await page.getByRole('button', { name: /हिन्दी/ }).click();
  await expect(page.getByRole('heading', { name: 'हमारी सेवाएँ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आने वाले टूर्नामेंट' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'रजिस्टर / लॉगिन' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'हमारी सेवाएँ' })).toBeVisible();

  await page.goto('/tournamentsSCRIMS');
  await expect(page.getByRole('heading', { name: 'डेली स्क्रिम' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'आने वाले' })).toBeVisible();
  await expect(page.getByText('बचे स्लॉट').first()).toBeVisible();

  const login = await api<{ data: { auth_token: string } }>('user/login', {
    bgmiUserId: 'scrim_organizer',
    password: 'demo1234',
  });
  const events = await api<{ data: { _id: string; match_count: number }[] }>(
    'organizer/list-events',
    {},
    login.body.data.auth_token,
  );
  const played = events.body.data.find((event) => event.match_count > 0)!;
  await page.goto(`/events/${played._id}/points-table`);
  await expect(page.getByRole('columnheader', { name: 'किल्स' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'कुल' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp पर शेयर करें' })).toBeVisible();
  await expect(page.getByText(/बराबरी पर पहले चिकन डिनर/)).toBeVisible();
});
