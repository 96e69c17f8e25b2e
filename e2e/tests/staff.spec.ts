import { expect, test } from '@playwright/test';
import { createUser, loginAs } from '../support/api';
import { operatorWithBook } from '../support/kits';
import { API_URL } from '../support/ports';

// Issue 27 (staff): an operator invites a writer; the writer, in another browser, accepts the
// invite and pastes bets for his client; the operator sees them live with the writer's name;
// the operator removes the writer's access and the writer's open page stops with a message.

test('a writer enters bets into the operator’s book; removing his access stops his page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const operator = await operatorWithBook('staffop', {
    name: 'Operator Om',
    clients: ['Ramesh', 'Suresh'].map((client_name) => ({ client_name, passing_rate: 90 })),
  });
  await loginAs(page, operator);

  // The operator invites a writer for Ramesh only.
  await page.goto('/jantri-staff');
  const invite = page.getByRole('form', { name: 'Invite staff' });
  await invite.getByRole('radio', { name: /Writer/ }).check();
  await invite.getByRole('checkbox', { name: 'Ramesh' }).check();
  await invite.getByRole('button', { name: 'Create invite' }).click();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{10}$/);
  const staffList = page.getByRole('region', { name: 'Your staff' });
  await expect(staffList).toContainText(`Code ${code}`);

  // The writer, in another browser, signs in with his own account and accepts the invite.
  const writer = await createUser('writer', 'Writer Vikas');
  const other = await browser.newContext({ viewport: { width: 360, height: 760 } });
  const desk = await other.newPage();
  await loginAs(desk, { ...writer, user_clients: [], user_games: [] });
  await desk.goto(`/jantri-staff/desk?code=${code}`);
  await desk.getByRole('button', { name: 'Accept invite' }).click();
  const book = desk.getByRole('region', { name: `Book of ${operator.username}` });
  await expect(book).toBeVisible();
  await expect(book.getByLabel('Client', { exact: true })).toHaveValue('Ramesh');
  await expect(book.getByLabel('Client', { exact: true }).locator('option')).toHaveText([
    'Select Client',
    'Ramesh',
  ]);
  await expect(book.getByLabel('Game', { exact: true })).toHaveValue('Delhi Bazar');

  // He pastes his client's bets and saves them.
  await desk.getByLabel(/Paste bets for Ramesh · Delhi Bazar/).fill('12,21(50)\n45 into 20');
  await desk.getByRole('button', { name: 'Save Bets' }).click();
  await expect(book.getByRole('list', { name: 'Entries of this client' })).toContainText('45');

  // The operator sees them live, with the writer's name.
  const totals = page.getByRole('table', { name: 'Totals per writer and game' });
  await expect(totals).toContainText(writer.username);
  await expect(totals).toContainText('Delhi Bazar');
  await expect(totals).toContainText('120');
  await expect(page.getByRole('list', { name: 'Newest entries' })).toContainText(writer.username);
  // The live entry refreshed the staff list too: the invite is now the writer's membership.
  await expect(staffList).toContainText(writer.username);

  // The operator removes the writer's access: the writer's open page stops with a message.
  await staffList.getByRole('button', { name: 'Remove access' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove access' }).click();
  await expect(staffList).toContainText('Access removed');
  await expect(desk.getByRole('alert').filter({ hasText: 'Access removed' })).toContainText(
    'Your access to this book was removed by its operator',
  );
  await expect(desk.getByRole('button', { name: 'Save Bets' })).toHaveCount(0);

  // And the book refuses his calls from then on.
  const refused = await fetch(`${API_URL}/BGMI/bet-data-jantri`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${writer.auth_token}`,
      'X-Jantri-Book': operator._id,
    },
    body: JSON.stringify({ client_name: 'Ramesh', game_name: 'Delhi Bazar' }),
  });
  expect(refused.status).toBe(403);
  await other.close();
});
