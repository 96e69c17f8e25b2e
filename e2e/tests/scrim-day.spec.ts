import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { api, createUser, loginAs, runAdmin } from '../support/api';
import { makeTeam, openAs, registerTeam } from '../support/teams';

// Issue 12: a whole scrim day with three browser contexts (organiser, leader of a registered team,
// leader of a waitlisted team) against the real API. Setup the UI does not test goes through the
// API; the clock-driven steps are moved by editing the event's times (the server's background
// tick runs every 5 s).

/** `datetime-local` text in the reader's zone, which the site takes as India's (issue 22). */
function localInput(ms: number): string {
  const ist = new Date(ms + 330 * 60_000);
  return ist.toISOString().slice(0, 16);
}

// Pages load remote chunks; on a loaded 2-core machine that can take more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const iso = (ms: number) => new Date(ms).toISOString();
const MIN = 60_000;

test('scrim day: waitlist, check-in, promotion, room release, live points table, image, record', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const organiser = await createUser('org');
  expect(await runAdmin('make-organizer', organiser.bgmiUserId)).toContain('organiser');
  const [teamA, teamB, teamC] = [await makeTeam('sa'), await makeTeam('sb'), await makeTeam('sc')];
  const outsider = await createUser('out');
  const title = `E2E Scrim ${Date.now().toString(36)}`;

  // The organiser creates a scrim with 2 slots in the console.
  const org = await openAs(browser, organiser, '/organizer');
  await org.getByRole('button', { name: 'New event' }).click();
  const form = org.getByRole('form', { name: 'Event form' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Slots (teams)').fill('2');
  await form.getByLabel('Starts', { exact: true }).fill(localInput(Date.now() + 120 * MIN));
  await form.getByLabel('Ends', { exact: true }).fill(localInput(Date.now() + 240 * MIN));
  await form.getByRole('button', { name: 'Create event' }).click();
  await org.getByRole('button', { name: new RegExp(title) }).click();
  const listed = await api<{ data: Array<{ _id: string; title: string }> }>(
    'organizer/list-events',
    {},
    organiser.auth_token,
  );
  const eventId = listed.body.data.find((event) => event.title === title)!._id;

  // One match, added in the console.
  await org.getByRole('tab', { name: 'Matches' }).click();
  await org.getByLabel('Match starts').fill(localInput(Date.now() + 130 * MIN));
  await org.getByRole('button', { name: 'Add match' }).click();
  await expect(org.getByRole('listitem', { name: 'Match 1' })).toBeVisible();

  // Two teams take the slots (API); the third leader registers in the UI and is waitlisted at 1.
  for (const team of [teamA, teamB]) {
    const registered = await registerTeam(eventId, team);
    expect(registered.status).toBe(200);
  }
  const waitlisted = await openAs(browser, teamC.leader, '/tournamentsSCRIMS');
  const cardC = waitlisted.getByRole('article', { name: title });
  await expect(cardC.getByText('0/2')).toBeVisible();
  await cardC.getByRole('button', { name: 'Register Now' }).click();
  const dialog = waitlisted.getByRole('dialog', { name: `Register for ${title}` });
  await dialog.getByRole('radio', { name: teamC.name }).check();
  for (const id of teamC.members)
    await dialog.getByRole('checkbox', { name: new RegExp(id) }).check();
  await dialog.getByRole('button', { name: 'Join Tournament (4/4)' }).click();
  await expect(waitlisted.getByText('Added to the waitlist at position 1')).toBeVisible();
  await expect(cardC.getByText(`${teamC.name}: waitlisted at 1`)).toBeVisible();

  // Check-in opens (start moved to 15 min from now: the window opens 30 min before).
  const start = Date.now() + 15 * MIN;
  const moved = await api(
    'organizer/edit-event',
    { event_id: eventId, sessionStartTime: iso(start) },
    organiser.auth_token,
  );
  expect(moved.status).toBe(200);
  const registered = await openAs(browser, teamA.leader, '/tournamentsSCRIMS');
  const cardA = registered.getByRole('article', { name: title });
  await expect(cardA.getByText('Open now')).toBeVisible();
  await expect(cardA.getByText(`${teamA.name}: registered`)).toBeVisible();
  await cardA.getByRole('button', { name: 'Check In' }).click();
  await expect(cardA.getByText(`${teamA.name}: checked in`)).toBeVisible();

  // Team B misses check-in: the close (moved to now) hands its slot to the waitlisted team, whose
  // leader is told in the bell without a reload, opens the event from it and checks in.
  const closed = await api(
    'organizer/edit-event',
    { event_id: eventId, check_in_closes_minutes: 15 },
    organiser.auth_token,
  );
  expect(closed.status).toBe(200);
  const bell = waitlisted.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await waitlisted
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /You got a slot/ })
    .click();
  await expect(waitlisted).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(waitlisted.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(waitlisted.getByText(`${teamC.name}: registered`)).toBeVisible();
  await waitlisted.getByRole('button', { name: 'Check In' }).click();
  await expect(waitlisted.getByText(`${teamC.name}: checked in`)).toBeVisible();

  // The organiser enters the room; the match is moved so the room goes out in about 25 s.
  const match = org.getByRole('listitem', { name: 'Match 1' });
  await match.getByLabel('Room ID of match 1').fill('5551234');
  await match.getByLabel('Room password of match 1').fill('arena9');
  await match.getByRole('button', { name: 'Save room' }).click();
  await expect(match.getByRole('button', { name: 'Save room' })).toBeDisabled();
  const matches = await api<{ data: Array<{ _id: string }> }>(
    'organizer/list-matches',
    { event_id: eventId },
    organiser.auth_token,
  );
  const matchId = matches.body.data[0]!._id;
  expect(
    (
      await api(
        'organizer/edit-match',
        { match_id: matchId, start_time: iso(Date.now() + 10 * MIN + 25_000) },
        organiser.auth_token,
      )
    ).status,
  ).toBe(200);

  await registered.goto(`/events/${eventId}`);
  await waitlisted.reload();
  for (const page of [registered, waitlisted]) {
    await expect(page.getByRole('timer', { name: 'Room release of match 1' })).toContainText(
      /Room ID in 0:\d\d/,
    );
    await expect(page.getByText('5551234')).toHaveCount(0);
  }
  // Before the release nobody gets it; a non-rostered player never does.
  expect(
    (await api('scrim-day/room-details', { match_id: matchId }, teamA.leader.auth_token)).status,
  ).toBe(409);
  for (const page of [registered, waitlisted]) {
    await expect(page.getByText('5551234')).toBeVisible({ timeout: 55_000 });
    await expect(page.getByText('arena9')).toBeVisible();
  }
  expect(
    (await api('scrim-day/room-details', { match_id: matchId }, outsider.auth_token)).status,
  ).toBe(403);
  expect(
    (await api('scrim-day/room-details', { match_id: matchId }, teamB.leader.auth_token)).status,
  ).toBe(403);
  expect(
    (await api('scrim-day/room-details', { match_id: matchId }, teamA.leader.auth_token)).status,
  ).toBe(200);

  // Results: the players watch the points table; it updates without a reload, in PMGC order
  // with the tie-break (A: 1st, 0 kills = 10; C: 2nd, 4 kills = 10; A has the dinner).
  for (const page of [registered, waitlisted]) {
    await page.goto(`/events/${eventId}/points-table`);
    await expect(page.getByText('No results posted yet.')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  }
  await org.reload();
  await org.getByRole('button', { name: new RegExp(title) }).click();
  await org.getByRole('tab', { name: 'Matches' }).click();
  await org
    .getByRole('listitem', { name: 'Match 1' })
    .getByRole('button', { name: 'Enter results' })
    .click();
  const grid = org.getByRole('form', { name: 'Results of match 1' });
  await grid.getByLabel(`Placement of ${teamA.name}`).fill('1');
  await grid.getByLabel(`Kills of ${teamA.name}`).fill('0');
  await grid.getByLabel(`Placement of ${teamC.name}`).fill('2');
  await grid.getByLabel(`Kills of ${teamC.name}`).fill('4');
  await expect(grid.getByLabel(`Placement of ${teamB.name}`)).toHaveCount(0);
  await grid.getByRole('button', { name: 'Post results' }).click();

  for (const page of [registered, waitlisted]) {
    const rows = page.getByRole('table', { name: 'Overall standings' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(teamA.name);
    await expect(rows.nth(0).locator('td').last()).toHaveText('10');
    await expect(rows.nth(1)).toContainText(teamC.name);
    await expect(rows.nth(1).locator('td').last()).toHaveText('10');
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  }

  // The image: a PNG of 1080 x 1350.
  const [download] = await Promise.all([
    waitlisted.waitForEvent('download'),
    waitlisted.getByRole('button', { name: 'Download image' }).click(),
  ]);
  const png = await readFile((await download.path())!);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(1080);
  expect(png.readUInt32BE(20)).toBe(1350);
  expect(
    decodeURIComponent(
      (await waitlisted.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!,
    ),
  ).toContain(`1. ${teamA.name} - 10 pts`);

  // The team record shows the match played.
  await registered.goto('/team-matching');
  await registered.getByRole('tab', { name: 'Teams', exact: true }).click();
  const mine = registered.getByRole('list', { name: 'My Teams' }).getByRole('listitem').filter({
    hasText: teamA.name,
  });
  await mine.getByRole('button', { name: 'Check Details' }).click();
  await expect(registered.locator('dt:text-is("Total matches") + dd')).toHaveText('1');
});

test('the organiser console is for organisers only', async ({ page }) => {
  const player = await createUser('nonorg');
  await loginAs(page, player);
  await page.goto('/organizer');
  await expect(page.getByText(/Organisers only/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
});
