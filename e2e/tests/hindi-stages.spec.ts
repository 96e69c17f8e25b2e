import { expect, test, type Page } from '@playwright/test';
import { api, createUser, runAdmin } from '../support/api';
import { makeTeam, openAs, registerTeam } from '../support/teams';

// Issue 23 with issue 22 (stages): an organiser reading Hindi sees the event form's "played in
// stages" choice and the stage console's swap form in Hindi. Screenshots at 360 and 1280 px go
// to SHOTS_DIR when it is set (checked by eye).

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 500 ? 760 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('stages in Hindi: the staged checkbox and the swap form', async ({ browser }) => {
  test.setTimeout(300_000);
  const organiser = await createUser('hsorg');
  expect(await runAdmin('make-organizer', organiser.bgmiUserId)).toContain('organiser');
  const start = Date.now() + 3 * 60 * 60_000;
  const created = await api<{ data: { _id: string } }>(
    'organizer/create-event',
    {
      kind: 'tournament',
      title: `E2E Kap ${Date.now().toString(36)}`,
      map: 'Erangel',
      slots: 4,
      sessionStartTime: new Date(start).toISOString(),
      sessionEndTime: new Date(start + 6 * 60 * 60_000).toISOString(),
    },
    organiser.auth_token,
  );
  expect(created.status).toBe(200);
  const eventId = created.body.data._id;
  for (let i = 0; i < 4; i += 1) {
    expect((await registerTeam(eventId, await makeTeam(`h${i}`, 'Hindi squad'))).status).toBe(200);
  }
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
  await shot(page, 'organizer-event-form');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/organizer/events/${eventId}/stages`);
  const swap = page.getByRole('form', { name: 'टीम बदलें या उसकी जगह दूसरी लाएँ' });
  if (!(await swap.isVisible())) await page.getByRole('button', { name: /^1\. Qualifier/ }).click();
  await expect(swap).toBeVisible();
  await expect(swap.getByRole('button', { name: 'बदलें' })).toBeVisible();
  await expect(swap.getByLabel('टीम', { exact: true }).locator('option').nth(1)).toContainText(
    '(ग्रुप A)',
  );
  await shot(page, 'stage-console-swap');
});
