import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { organiserEvent, shotsInDir } from '../support/kits';
import { openAs } from '../support/teams';

// Issue 23 with issue 22 (stages): an organiser reading Hindi sees the event form's "played in
// stages" choice and the stage console's swap form in Hindi. Screenshots at 360 and 1280 px go
// to SHOTS_DIR when it is set (checked by eye).

test('stages in Hindi: the staged checkbox and the swap form', async ({ browser }) => {
  test.setTimeout(300_000);
  const { organiser, eventId } = await organiserEvent('hs', {
    title: 'E2E Kap',
    slots: 4,
    teams: 4,
    message: 'Hindi squad',
  });
  const stage = await api<{ data: { _id: string } }>(
    'organizer/stage-create',
    {
      event_id: eventId,
      name: 'Qualifier',
      group_size: 2,
      advance: { rule: 'overall', count: 2 },
    },
    organiser.auth_token,
  );
  expect(stage.status).toBe(200);
  const seeded = await api(
    'organizer/stage-seed',
    { stage_id: stage.body.data._id, method: 'registration' },
    organiser.auth_token,
  );
  expect(seeded.status).toBe(200);

  const page = await openAs(browser, organiser, '/terms', { width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('bgmi_lang', 'hi'));
  await page.goto('/organizer');
  await page.getByRole('button', { name: 'नया इवेंट' }).click();
  await expect(page.getByText('स्टेज में खेला जाएगा')).toBeVisible();
  await shotsInDir(page, 'organizer-event-form');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/organizer/events/${eventId}/stages`);
  const swap = page.getByRole('form', { name: 'टीम बदलें या उसकी जगह दूसरी लाएँ' });
  if (!(await swap.isVisible())) await page.getByRole('button', { name: /^1\. Qualifier/ }).click();
  await expect(swap).toBeVisible();
  await expect(swap.getByRole('button', { name: 'बदलें' })).toBeVisible();
  await expect(swap.getByLabel('टीम', { exact: true }).locator('option').nth(1)).toContainText(
    '(ग्रुप A)',
  );
  await shotsInDir(page, 'stage-console-swap');

  // The schedule's balance note is worded in Hindi, in the answer's notice and on the public
  // page (the server sends its sentences by code; issue 23).
  const schedule = page.getByRole('form', { name: 'शेड्यूल' });
  await schedule.getByLabel('राउंड', { exact: true }).fill('1');
  await schedule.getByRole('button', { name: 'शेड्यूल बनाएँ' }).click();
  await expect(page.getByText('शेड्यूल बन गया। हर दो ग्रुप आपस में 1 बार मिलते हैं।')).toBeVisible();
  await page.goto(`/events/${eventId}/stages`);
  await expect(page.getByText('हर दो ग्रुप आपस में 1 बार मिलते हैं।')).toBeVisible();
  await expect(page.getByText(/meets|Every pair/)).toHaveCount(0);
  await shotsInDir(page, 'stages-page-balance');
});
