import { expect, test } from '@playwright/test';
import { demoLogin, loginAs } from '../support/api';
import { card } from '../support/esports-events';
import { makeTeam } from '../support/teams';

// Issue 3: team registration for tournaments and scrims, against the real API on the demo seed
// (Team Phoenix: ace_player leads, blaze/cobra/dash are members). It runs after
// esports-events.spec.ts (one worker, files in name order), whose tests read the slot counts
// before the registration here changes them.

test('a member who leads no team is told so', async ({ page }) => {
  await demoLogin(page, 'blaze_player');
  await page.goto('/tournamentsSCRIMS');
  await card(page, 'Daily Scrim 7 PM').getByRole('button', { name: 'Register Now' }).click();
  await expect(page.getByText('You are not a leader of any team.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a leader registers exactly 4 players', async ({ page }) => {
  await demoLogin(page, 'ace_player');
  await page.goto('/tournamentsSCRIMS');
  await card(page, 'Daily Scrim 7 PM').getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register for Daily Scrim 7 PM' });
  await dialog.getByRole('button', { name: 'Join Tournament (0/4)' }).click();
  await expect(page.getByText('Select a team first.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Team Phoenix' }).check();
  for (const id of ['ace_player', 'blaze_player', 'cobra_player'])
    await dialog.getByRole('checkbox', { name: new RegExp(id) }).check();
  await dialog.getByRole('button', { name: 'Join Tournament (3/4)' }).click();
  await expect(page.getByText('You must select exactly 4 players.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /dash_player/ }).check();
  await dialog.getByRole('button', { name: 'Join Tournament (4/4)' }).click();
  await expect(page.getByText('Team registered successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'Daily Scrim 7 PM').getByText('4/64')).toBeVisible();
  await expect(card(page, 'Daily Scrim 7 PM').getByText('1/16')).toBeVisible();

  // Registering again: the server refuses, nothing changes.
  await card(page, 'Daily Scrim 7 PM').getByRole('button', { name: 'Register Now' }).click();
  await dialog.getByRole('radio', { name: 'Team Phoenix' }).check();
  for (const id of ['ace_player', 'blaze_player', 'cobra_player', 'dash_player'])
    await dialog.getByRole('checkbox', { name: new RegExp(id) }).check();
  await dialog.getByRole('button', { name: 'Join Tournament (4/4)' }).click();
  await expect(page.getByText('Your team is already registered for this event')).toBeVisible();
});

test('a fifth tick is refused with the spec message', async ({ page }) => {
  // A team of 5 built through the real team calls: create, 4 join requests, 4 accepts.
  const { name: teamName, leader } = await makeTeam('p5', 'Let me in', 4);
  await loginAs(page, leader);
  await page.goto('/tournaments');
  await card(page, 'Phoenix Pro League').getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register for Phoenix Pro League' });
  await dialog.getByRole('radio', { name: teamName }).check();
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(5);
  for (let i = 0; i < 4; i += 1) await boxes.nth(i).check();
  await boxes.nth(4).click();
  await expect(page.getByText('You can select only 4 players per tournament.')).toBeVisible();
  await expect(boxes.nth(4)).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Join Tournament (4/4)' })).toBeVisible();
});

test('a visitor pressing Register Now is sent to log in', async ({ page }) => {
  await page.goto('/tournaments');
  await card(page, 'Phoenix Pro League').getByRole('button', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in to register your team.')).toBeVisible();
});
