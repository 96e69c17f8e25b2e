import { expect as baseExpect, test, type Page } from '@playwright/test';
import { api, createUser, loginAs, runAdmin, type E2EUser } from '../support/api';
import { makeTeam as makeE2ETeam, openAs, registerTeam, type E2ETeam } from '../support/teams';

// Issue 22: the day as organisers really run it, in several browser contexts against the real
// API. The day slips (open check-in now, close it now, delay, release now) and the players see
// it without a reload; a missed check-in is told; a leader cancels and the waitlist moves; the
// tables read at 360 px. Setup the UI does not test goes through the API.

type Team = E2ETeam & { id: string };

/** The viewport of every desktop page in this spec. */
const DESKTOP = { width: 1280, height: 800 };

/** A team of 4 (support/teams) and its id, which the leader's team info tells. */
async function makeTeam(prefix: string): Promise<Team> {
  const team = await makeE2ETeam(prefix);
  const info = await api<{ data: { _id: string } }>(
    'get-team-info',
    { team_name: team.name, bgmiUserId: team.leader.bgmiUserId },
    team.leader.auth_token,
  );
  return { id: info.body.data._id, ...team };
}

const expect = baseExpect.configure({ timeout: 30_000 });
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const shots = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

test('the day slips: check-in now, a missed check-in told, cancel moves the waitlist, delay, release now, 360 px tables', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const organiser = await createUser('so');
  expect(await runAdmin('make-organizer', organiser.bgmiUserId)).toContain('organiser');
  const [a, b, c, d] = [
    await makeTeam('qa'),
    await makeTeam('qb'),
    await makeTeam('qc'),
    await makeTeam('qd'),
  ];
  const title = `Slips ${Date.now().toString(36)}`;

  // A start in the past is refused in the console, under the field.
  const org = await openAs(browser, organiser, '/organizer', DESKTOP);
  await org.getByRole('button', { name: 'New event' }).click();
  const form = org.getByRole('form', { name: 'Event form' });
  await form.getByLabel('Title').fill(`${title} past`);
  await form.getByLabel('Starts', { exact: true }).fill('2024-01-01T10:00');
  await form.getByLabel('Ends', { exact: true }).fill('2024-01-01T13:00');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByText('sessionStartTime must not be in the past')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The event (2 slots) and its match through the API; A and B hold the slots, C and D wait.
  const created = await api<{ data: { _id: string } }>(
    'organizer/create-event',
    {
      kind: 'scrim',
      title,
      map: 'Erangel',
      slots: 2,
      sessionStartTime: iso(Date.now() + 120 * MIN),
      sessionEndTime: iso(Date.now() + 240 * MIN),
    },
    organiser.auth_token,
  );
  const eventId = created.body.data._id;
  for (const team of [a, b, c, d]) expect((await registerTeam(eventId, team)).status).toBe(200);
  const match = await api<{ data: { _id: string; start_time: string } }>(
    'organizer/create-match',
    {
      event_id: eventId,
      map: 'Miramar',
      start_time: iso(Date.now() + 130 * MIN),
      room_id: '8081234',
      room_password: 'slip42',
    },
    organiser.auth_token,
  );

  // The console's summary line, then it moves live when B's leader cancels from the card.
  await org.reload();
  await org.getByRole('button', { name: new RegExp(title) }).click();
  const summary = org.getByLabel('Event summary');
  await expect(summary).toHaveText('2/2 slots · waitlist 2 · checked in 0 · check-in not open');
  const leaderB = await openAs(browser, b.leader, '/tournamentsSCRIMS', DESKTOP);
  const cardB = leaderB.getByRole('article', { name: title });
  await expect(cardB.getByText(`${b.name}: registered`)).toBeVisible();
  await expect(cardB.getByText(/IST/).first()).toBeVisible();
  await shot(leaderB, 'card-1280');
  await cardB.getByRole('button', { name: 'Cancel registration' }).click();
  await leaderB
    .getByRole('dialog', { name: 'Cancel registration?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(leaderB.getByText('Registration cancelled')).toBeVisible();
  await expect(cardB.getByText(`${b.name}: registered`)).toHaveCount(0);
  await expect(summary).toHaveText('2/2 slots · waitlist 1 · checked in 0 · check-in not open');

  // The players of A and C watch the event page.
  const leaderA = await openAs(browser, a.leader, `/events/${eventId}`, DESKTOP);
  const leaderC = await openAs(browser, c.leader, `/events/${eventId}`, DESKTOP);
  await expect(leaderA.getByText('Check-in not open yet')).toBeVisible();
  await expect(leaderC.getByText(`${c.name}: registered`)).toBeVisible();

  // Open check-in now: the players see it without a reload; A checks in, C does not.
  await org.getByRole('button', { name: 'Open check-in now' }).click();
  await expect(summary).toHaveText(/check-in open$/);
  await expect(leaderA.getByText('Check-in open', { exact: true })).toBeVisible();
  await leaderA.getByRole('button', { name: 'Check In' }).click();
  await expect(leaderA.getByText(`${a.name}: checked in`)).toBeVisible();
  await expect(summary).toHaveText(/checked in 1 · check-in open$/);

  // Close it now: C missed it and is told (bell and page); D gets C's slot.
  await org.getByRole('button', { name: 'Close check-in now' }).click();
  await expect(summary).toHaveText('2/2 slots · waitlist 0 · checked in 1 · check-in closed');
  await expect(leaderC.getByText(`${c.name}: missed check-in`)).toBeVisible();
  const bellC = leaderC.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bellC.click();
  await expect(
    leaderC.getByRole('dialog', { name: 'Notifications' }).getByText('You missed check-in'),
  ).toBeVisible();
  const statesD = await api<{ data: { event_id: string; state: string }[] }>(
    'scrim-day/my-event-states',
    {},
    d.leader.auth_token,
  );
  expect(statesD.body.data.find((s) => s.event_id === eventId)?.state).toBe('registered');

  // Delay match 1 by 15 minutes: A is told, and the page shows the new time (in IST).
  await org.getByRole('tab', { name: 'Matches' }).click();
  const row = org.getByRole('listitem', { name: 'Match 1' });
  await row.getByLabel('Delay match 1 by minutes').fill('15');
  await row.getByRole('button', { name: 'Delay match 1' }).click();
  await expect(org.getByText('Match delayed by 15 min')).toBeVisible();
  const newStart = new Date(Date.parse(match.body.data.start_time) + 15 * MIN);
  const newTime = newStart
    .toLocaleString('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'Asia/Kolkata',
    })
    .replace(/\s/g, ' ');
  const matchA = leaderA.getByRole('listitem', { name: 'Match 1' });
  await expect(matchA).toContainText(newTime.split(' ')[0]!);
  await expect(matchA).toContainText('IST');
  await expect(leaderA.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();

  // Release the room now: the checked-in player sees it without a reload.
  await expect(leaderA.getByText('8081234')).toHaveCount(0);
  await row.getByRole('button', { name: 'Release room now' }).click();
  await expect(leaderA.getByText('8081234')).toBeVisible();
  await expect(leaderA.getByText('slip42')).toBeVisible();
  await shot(org, 'console-1280');
  await shot(leaderA, 'event-page-1280');
  await leaderA.setViewportSize({ width: 360, height: 740 });
  await shot(leaderA, 'event-page-360');
  expect(await leaderA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );

  // Results; the public table at 360 px keeps Kills and Total on screen.
  const posted = await api(
    'organizer/post-results',
    {
      match_id: match.body.data._id,
      results: [
        { team_id: a.id, placement: 1, kills: 7 },
        { team_id: d.id, placement: 2, kills: 3 },
      ],
    },
    organiser.auth_token,
  );
  expect(posted.status).toBe(200);
  const phone = await openAs(browser, a.members.length ? a.leader : a.leader, '/', {
    width: 360,
    height: 740,
  });
  await phone.goto(`/events/${eventId}/points-table`);
  const table = phone.getByRole('table', { name: 'Overall standings' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  for (const header of ['Kills', 'Total']) {
    const box = (await table.getByRole('columnheader', { name: header }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText('17');
  // The hidden numbers are a tap away.
  await table.getByRole('button', { name: a.name }).click();
  await expect(table.getByText('1 match · 1 WWCD · 10 placement pts')).toBeVisible();
  await shot(phone, 'points-table-360');
  await phone.setViewportSize({ width: 1280, height: 800 });
  await shot(phone, 'points-table-1280');

  // The organiser's console on a phone: no sideways scrolling either.
  const orgPhone = await openAs(browser, organiser, '/organizer', { width: 360, height: 740 });
  await orgPhone.getByRole('button', { name: new RegExp(title) }).click();
  await expect(orgPhone.getByLabel('Event summary')).toBeVisible();
  await shot(orgPhone, 'console-360');
  await orgPhone.getByRole('tab', { name: 'Matches' }).click();
  await expect(orgPhone.getByRole('listitem', { name: 'Match 1' })).toBeVisible();
  await shot(orgPhone, 'console-matches-360');
  expect(await orgPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );

  // An admin table on a phone: every row a labelled card, nothing past the right edge.
  const boss = await createUser('sboss');
  await runAdmin('make-admin', boss.bgmiUserId);
  const admin = await (
    await browser.newContext({ viewport: { width: 360, height: 740 } })
  ).newPage();
  await loginAs(admin, { ...boss, isAdmin: true } as E2EUser);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Users' }).click();
  const users = admin.getByRole('table', { name: 'users' });
  await expect(users.locator('tbody tr').first()).toBeVisible();
  const wallet = users.locator('tbody tr').first().locator('td[data-label="Wallet"]');
  const walletBox = (await wallet.boundingBox())!;
  expect(walletBox.x + walletBox.width).toBeLessThanOrEqual(360);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(admin, 'admin-users-360');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await shot(admin, 'admin-users-1280');
});
