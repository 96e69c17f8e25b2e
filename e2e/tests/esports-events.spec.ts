import { expect, test } from '@playwright/test';
import { demoLogin } from '../support/api';
import { card } from '../support/esports-events';

// Issue 3: home, services, blogs, tournaments and scrims, against the real API on the demo seed.
// Team registration is esports-registration.spec.ts, which runs after this file (one worker, files
// in name order): these tests read the slot counts before any team registers.

test('home: services, upcoming tournaments, testimonials; Register Now opens the registration', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Register / Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  for (const title of [
    'Professional Training',
    'Daily Scrims',
    'Pro Tournaments',
    'Team Matching',
    'LAN Events',
  ]) {
    await expect(
      page.locator('.home-services').getByRole('heading', { name: title }),
    ).toBeVisible();
  }
  await expect(card(page, 'Phoenix Pro League')).toBeVisible();
  const closed = card(page, 'Invite Only Cup');
  await expect(closed.getByText('Closed')).toBeVisible();
  await expect(closed.getByRole('button', { name: 'Show Details' })).toBeVisible();
  await expect(page.locator('.home-quote')).toHaveCount(4);
  // Live and past events are not "upcoming".
  await expect(page.getByText('Weekend Warriors Live')).toHaveCount(0);

  const user = await demoLogin(page, 'ace_player');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
  await card(page, 'Monsoon Showdown').getByRole('link', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/tournaments/);
  await expect(page.getByRole('dialog', { name: 'Register for Monsoon Showdown' })).toBeVisible();
});

test('subscribe box: empty alert, then the sign-up form opens prefilled', async ({ page }) => {
  await page.goto('/');
  const box = page.locator('.home-subscribe');
  // The alert blocks the page until it is dismissed, so answer it from a handler.
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => alerts).toEqual(['Please enter a valid email.']);
  await expect(page).toHaveURL(/\/$/);
  await box.getByLabel('Email address').fill('new.player@example.com');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Sign Up' }).getByLabel('Email')).toHaveValue(
    'new.player@example.com',
  );
});

test('services: five cards from the server; a button goes to /RechargePlans without a reload', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.locator('.svc-card')).toHaveCount(5);
  await expect(card(page, 'Professional Training').getByText('Weekly live sessions')).toBeVisible();
  await expect(card(page, 'Professional Training').getByText('₹999.00')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await card(page, 'Daily Scrims').getByRole('button', { name: 'Join Scrims' }).click();
  await expect(page).toHaveURL(/\/RechargePlans$/);
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
});

test('blogs: media, 6 per page, page 2, Read More, search and its empty state', async ({
  page,
}) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { name: 'Esports Insights' })).toBeVisible();
  await expect(page.locator('.blog-card')).toHaveCount(6);
  const image = page.locator('.blog-card img').first();
  await expect(image).toHaveAttribute('src', /\/uploads\/demo-blog-\d\.svg$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  const first = page.locator('.blog-card').first();
  await first.getByRole('button', { name: 'Read More' }).click();
  await expect(first.getByRole('button', { name: 'Show Less' })).toBeVisible();
  await expect(first.locator('.blog-excerpt')).not.toContainText('...');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.locator('.blog-card')).toHaveCount(2);

  await page.getByLabel('Search blogs').fill('META UPDATE');
  await expect(page.locator('.blog-card')).toHaveCount(1);
  await expect(
    page.getByRole('heading', { name: 'Meta Update: The New M416 Attachments' }),
  ).toBeVisible();
  await page.getByLabel('Search blogs').fill('nothing like this');
  await expect(page.getByText('No blogs found matching your search.')).toBeVisible();
  await page.getByRole('button', { name: '#Weapon Guide' }).click();
  await expect(page.locator('.blog-card')).toHaveCount(1);
});

test('tournaments and scrims: upcoming / live / past tabs with every field', async ({ page }) => {
  await page.goto('/tournaments');
  await expect(card(page, 'Phoenix Pro League')).toBeVisible();
  await expect(card(page, 'Phoenix Pro League').getByText('0/25')).toBeVisible();
  await expect(
    card(page, 'Invite Only Cup').getByRole('button', { name: 'Register Now' }),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: 'Live' }).click();
  const live = card(page, 'Weekend Warriors Live');
  await expect(live.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await live.getByRole('button', { name: 'Show Details' }).click();
  await expect(live.getByText('Team Phoenix')).toBeVisible();
  await expect(live.getByText('₹200.00')).toBeVisible();
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(card(page, 'Diwali Championship')).toBeVisible();

  await page.goto('/tournamentsSCRIMS');
  const scrim = card(page, 'Daily Scrim 7 PM');
  await expect(scrim.getByText('0/64')).toBeVisible();
  await expect(scrim.getByText('0/16')).toBeVisible();
  await expect(scrim.getByText('SQUAD')).toBeVisible();
  await expect(card(page, 'Daily Scrim 10 PM').getByText('Teams')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Past' }).click();
  const past = card(page, 'Yesterday Scrim');
  await past.getByRole('button', { name: 'Show Details' }).click();
  await expect(past.getByText('N/A')).toHaveCount(2);
  await past.getByRole('button', { name: 'Hide Details' }).click();
  await expect(past.getByText('N/A')).toHaveCount(0);
});

test('static pages: training, scrims, LAN events and terms', async ({ page }) => {
  await page.goto('/training');
  await expect(page.getByRole('button', { name: 'Join Training' })).toBeVisible();
  await page.goto('/scrims');
  await expect(page.getByRole('heading', { name: 'Scrims', exact: true })).toBeVisible();
  await page.goto('/lan-events');
  await expect(page.getByRole('button', { name: 'Explore LAN Events' })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText('The minimum age to take part is 16 years.')).toBeVisible();
  await expect(page.getByText(/within 7 to 14 business days/)).toBeVisible();
  await expect(page.getByText(/5 to 10 business days/)).toBeVisible();
  await expect(page.getByText(/under 18 need the consent of a parent or guardian/)).toBeVisible();
});
