import { mkdir } from 'node:fs/promises';
import { expect as baseExpect, test, type Browser } from '@playwright/test';
import { api, type E2EUser } from '../support/api';
import { organiserEvent } from '../support/kits';
import { openAs } from '../support/teams';

// Issue 22: an organiser runs a two-stage event (4 groups of 2 teams meeting in rotation, then a
// final of the top 4) in the stage console, while a player watches the public stage page (at
// 360 px) and the streaming overlay update live in other browser contexts.

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = '.artifacts/screenshots-stages';

/** A page at `width` (a phone below 500 px), logged in as `user` or a visitor. */
const openAt = (browser: Browser, user: E2EUser | null, path: string, width = 1280) =>
  openAs(browser, user, path, { width, height: width < 500 ? 760 : 900 });

type Detail = {
  groups: { _id: string; name: string; teams: { team_id: string; team_name: string }[] }[];
  matches: { _id: string; match_no: number; group_ids: string[] }[];
};

test('two-stage event: rotation of 4 groups, final of the top 4, live table and overlay', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await mkdir(SHOTS, { recursive: true });
  const { organiser, eventId, teams, start } = await organiserEvent('s', {
    title: 'E2E Cup',
    slots: 8,
    teams: 8,
    message: 'Stage squad',
  });

  // The organiser creates both stages and draws the first in the console.
  const org = await openAt(browser, organiser, `/organizer/events/${eventId}/stages`);
  const form = org.getByRole('form', { name: 'New stage' });
  await form.getByLabel('Stage name').fill('Qualifier');
  await form.getByLabel('Squads per group').fill('2');
  await form.getByLabel('N', { exact: true }).fill('4');
  await form.getByRole('button', { name: 'Create stage' }).click();
  await expect(org.getByRole('button', { name: '1. Qualifier (open)' })).toBeVisible();
  await form.getByLabel('Stage name').fill('Grand final');
  await form.getByLabel('Squads per group').fill('16');
  await form.getByLabel('N', { exact: true }).fill('1');
  await form.getByRole('button', { name: 'Create stage' }).click();
  await expect(org.getByRole('button', { name: '2. Grand final (open)' })).toBeVisible();
  await org.getByRole('button', { name: '1. Qualifier (open)' }).click();
  await org.getByRole('button', { name: 'Seed by registration order' }).click();
  await expect(org.getByLabel('Group D')).toContainText(teams[7]!.name);
  // Before the stage starts: swap two teams between groups (and back), in the console.
  const swapForm = org.getByRole('form', { name: 'Swap or replace a team' });
  const swapTeams = async (a: string, b: string) => {
    await swapForm.getByLabel('Team', { exact: true }).selectOption({ label: a });
    await swapForm.getByLabel('Swap with or replace by').selectOption({ label: b });
    await swapForm.getByRole('button', { name: 'Swap / replace' }).click();
  };
  await swapTeams(`${teams[0]!.name} (Group A)`, `${teams[7]!.name} (Group D)`);
  await expect(org.getByText('Teams swapped')).toBeVisible();
  await expect(org.getByLabel('Group D')).toContainText(teams[0]!.name);
  await expect(org.getByLabel('Group A')).toContainText(teams[7]!.name);
  await swapTeams(`${teams[7]!.name} (Group A)`, `${teams[0]!.name} (Group D)`);
  await expect(org.getByLabel('Group A')).toContainText(teams[0]!.name);
  // A published rotation table typed by the organiser, then the generated one instead.
  await org.getByLabel('Type a published rotation table').check();
  await org.getByLabel('Rotation table (one line per round)').fill('A B; C D\nA C; B D\nA D; B C');
  await org.screenshot({ path: `${SHOTS}/console-setup-1280.png`, fullPage: true });
  await org.getByRole('button', { name: 'Use this table' }).click();
  await expect(
    org
      .getByText(/typed by the organiser: 6 matches in 3 rounds; every pair of groups meets 1 time/)
      .first(),
  ).toBeVisible();
  await org.setViewportSize({ width: 360, height: 760 });
  await org.screenshot({ path: `${SHOTS}/console-setup-360.png`, fullPage: true });
  await org.setViewportSize({ width: 1280, height: 900 });
  await org.getByLabel('Type a published rotation table').uncheck();
  await org.getByLabel('Groups per lobby').fill('2');
  await org.getByLabel('Rounds', { exact: true }).fill('3');
  await org.getByRole('button', { name: 'Generate schedule' }).click();
  await expect(org.getByText(/Every pair of groups meets 1 time/).first()).toBeVisible();

  const stages = await api<{ data: { _id: string }[] }>('stages/list', { event_id: eventId });
  const [qualifier, final] = stages.body.data.map((stage) => stage._id);
  const detail = (await api<{ data: Detail }>('stages/detail', { stage_id: qualifier })).body.data;
  expect(detail.matches).toHaveLength(6);

  // A player watches the stage page on a phone, and the overlay runs in a third browser.
  const player = await openAt(browser, teams[0]!.leader, `/events/${eventId}/stages`, 360);
  await expect(player.getByRole('table', { name: 'Qualifier overall table' })).toBeVisible();
  const overlay = await openAt(browser, null, `/overlay/stages/${qualifier}?transparent=1`);
  await expect(
    overlay.getByRole('heading', { name: /Qualifier · Overall · after 0 matches/ }),
  ).toBeVisible();
  await expect(overlay.getByRole('banner')).toHaveCount(0);

  // Match 1 in the console: the lobby's four teams, placements 1-4.
  const first = detail.matches[0]!;
  const lobby = detail.groups
    .filter((group) => first.group_ids.includes(group._id))
    .flatMap((group) => group.teams);
  for (const [index, team] of lobby.entries()) {
    await org.getByLabel(`${team.team_name} placement`).fill(String(index + 1));
    await org.getByLabel(`${team.team_name} kills`).fill(String(4 - index));
  }
  await org.getByRole('button', { name: 'Post results of match 1' }).click();
  await expect(org.getByText('Results posted')).toBeVisible();
  // Live, no reload: 1st with 4 kills under PMGC is 14 points.
  const phoneTable = player.getByRole('table', { name: 'Qualifier overall table' });
  await expect(phoneTable.getByRole('row').nth(1)).toContainText(lobby[0]!.team_name);
  await expect(phoneTable.getByRole('row').nth(1)).toContainText('14');
  // At 360 px the totals are on screen, not pushed off the right edge.
  const total = await phoneTable.getByRole('row').nth(1).getByRole('cell').last().boundingBox();
  expect(total!.x + total!.width).toBeLessThanOrEqual(360);
  await expect(phoneTable.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('14');
  await expect(overlay.getByRole('heading', { name: /after 1 match$/ })).toBeVisible();
  await expect(overlay.getByRole('row').nth(1)).toContainText(lobby[0]!.team_name);

  // The other five matches go in through the API (same call as the console).
  for (const match of detail.matches.slice(1)) {
    const ids = detail.groups
      .filter((group) => match.group_ids.includes(group._id))
      .flatMap((group) => group.teams.map((team) => team.team_id));
    const posted = await api(
      'organizer/stage-post-results',
      {
        match_id: match._id,
        results: ids.map((team_id, i) => ({ team_id, placement: i + 1, kills: i })),
      },
      organiser.auth_token,
    );
    expect(posted.status).toBe(200);
  }
  await expect(overlay.getByRole('heading', { name: /after 6 matches/ })).toBeVisible();
  const tables = await api<{ data: { overall: { team_name: string }[] } }>('stages/tables', {
    stage_id: qualifier,
  });
  const top4 = tables.body.data.overall.slice(0, 4).map((row) => row.team_name);
  await expect(phoneTable.getByRole('row').nth(1)).toContainText(top4[0]!);

  await player.screenshot({ path: `${SHOTS}/stages-page-360.png`, fullPage: true });
  await overlay.screenshot({ path: `${SHOTS}/overlay-1280.png`, omitBackground: true });
  await org.screenshot({ path: `${SHOTS}/console-1280.png`, fullPage: true });

  // Close with a preview, then confirm: the final's one group holds the top 4.
  await org.getByRole('button', { name: 'Preview who goes on' }).click();
  const preview = org.getByRole('region', { name: 'Close preview' });
  await expect(preview).toContainText('4 teams go on to Grand final (1 group)');
  for (const name of top4) await expect(preview).toContainText(name);
  await org.getByRole('button', { name: 'Confirm and close' }).click();
  await expect(org.getByText('Stage closed')).toBeVisible();
  const finalDetail = (await api<{ data: Detail }>('stages/detail', { stage_id: final })).body.data;
  expect(finalDetail.groups[0]!.teams.map((team) => team.team_name).sort()).toEqual(
    [...top4].sort(),
  );

  // The player sees who went on, then the final's table live.
  await expect(player.getByRole('button', { name: '1. Qualifier (closed)' })).toBeVisible();
  await player.getByRole('button', { name: '2. Grand final' }).click();
  const finalTable = player.getByRole('table', { name: 'Grand final overall table' });
  for (const name of top4) await expect(finalTable).toContainText(name);
  const scheduled = await api<{ data: Detail }>(
    'organizer/stage-schedule',
    { stage_id: final, rounds: 1, first_start: new Date(start).toISOString() },
    organiser.auth_token,
  );
  const finalMatch = scheduled.body.data.matches[0]!;
  const finalists = scheduled.body.data.groups[0]!.teams;
  await api(
    'organizer/stage-post-results',
    {
      match_id: finalMatch._id,
      results: finalists.map((team, i) => ({
        team_id: team.team_id,
        placement: i + 1,
        kills: 5 - i,
      })),
    },
    organiser.auth_token,
  );
  await expect(finalTable.getByRole('row').nth(1)).toContainText(finalists[0]!.team_name);
  await expect(player.getByRole('table', { name: 'Final standing' })).toContainText(
    finalists[0]!.team_name,
  );
  // The event standing follows the final's results live too.
  const standingTable = player.getByRole('table', { name: 'Final standing' });
  await expect(standingTable.getByRole('row').nth(1)).toContainText(
    `${finalists[0]!.team_name}Grand final (#1)15`,
  );
  const points = await standingTable.getByRole('row').nth(1).getByRole('cell').last().boundingBox();
  expect(points!.x + points!.width).toBeLessThanOrEqual(360);
  await player.screenshot({ path: `${SHOTS}/stages-final-360.png`, fullPage: true });
  await player.setViewportSize({ width: 1280, height: 900 });
  await player.screenshot({ path: `${SHOTS}/stages-final-1280.png`, fullPage: true });
  await org.setViewportSize({ width: 360, height: 760 });
  await org.reload();
  await expect(org.getByRole('button', { name: '2. Grand final (open)' })).toBeVisible();
  await expect(org.getByLabel('Group A')).toContainText(finalists[0]!.team_name);
  await expect(org.getByRole('button', { name: 'Post results of match 1' })).toBeVisible();
  await org.screenshot({ path: `${SHOTS}/console-360.png`, fullPage: true });

  // The event form: an event played in stages takes more than 25 slots.
  await org.goto('/organizer');
  await org.getByRole('button', { name: 'New event' }).click();
  const eventForm = org.getByRole('form', { name: 'Event form' });
  await eventForm.getByLabel('Slots (teams)').fill('512');
  await eventForm.getByRole('button', { name: 'Create event' }).click();
  await expect(
    eventForm.getByText('slots must be at most 25 (more need an event with stages)'),
  ).toBeVisible();
  await eventForm
    .getByLabel('Played in stages (groups of up to 25 squads): up to 5,000 slots')
    .check();
  await expect(
    eventForm.getByText('slots must be at most 25 (more need an event with stages)'),
  ).toHaveCount(0);
  await org.screenshot({ path: `${SHOTS}/event-form-360.png`, fullPage: true });
  await org.setViewportSize({ width: 1280, height: 900 });
  await org.screenshot({ path: `${SHOTS}/event-form-1280.png`, fullPage: true });
});
