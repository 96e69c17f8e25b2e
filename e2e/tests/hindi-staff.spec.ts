import { expect, test } from '@playwright/test';
import { createUser } from '../support/api';
import { loginIn, operatorWithBook, shotsInDir } from '../support/kits';

// Issue 23 with issue 27 (staff): an operator reading Hindi invites a writer (मुंशी), the
// writer's desk is in Hindi, and removing the access stops his page with a Hindi message.
// Screenshots at 360 and 1280 px go to SHOTS_DIR when it is set (checked by eye).

test('staff in Hindi: invite, desk, live entries and the removal notice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const operator = await operatorWithBook('hstaffop', {
    name: 'Operator Om',
    clients: [{ client_name: 'Ramesh', passing_rate: 90 }],
  });
  await loginIn(page, operator, 'hi');

  await page.goto('/jantri-staff');
  const invite = page.getByRole('form', { name: 'स्टाफ़ बुलाएँ' });
  await invite.getByRole('radio', { name: /मुंशी/ }).check();
  await invite.getByRole('checkbox', { name: 'Ramesh' }).check();
  await invite.getByRole('button', { name: 'इनवाइट बनाएँ' }).click();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  const staffList = page.getByRole('region', { name: 'आपका स्टाफ़' });
  await expect(staffList).toContainText(`कोड ${code}`);
  await shotsInDir(page, 'staff-page-invite');

  const writer = await createUser('hwriter', 'Writer Vikas');
  const other = await browser.newContext({ viewport: { width: 360, height: 760 } });
  const desk = await other.newPage();
  await loginIn(desk, { ...writer, user_clients: [], user_games: [] }, 'hi');
  await desk.goto(`/jantri-staff/desk?code=${code}`);
  const accept = desk.getByRole('button', { name: 'इनवाइट स्वीकार करें' });
  await expect(accept).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'जिन बुक में आप काम करते हैं' })).toBeVisible();
  await shotsInDir(desk, 'desk-accept');
  await accept.click();
  const book = desk.getByRole('region', { name: `${operator.username} की बुक` });
  await expect(book).toBeVisible();
  await expect(book.getByLabel('गेम', { exact: true })).toHaveValue('Delhi Bazar');
  await desk.getByLabel(/Ramesh · Delhi Bazar की बेट पेस्ट करें/).fill('12,21(50)');
  await desk.getByRole('button', { name: 'बेट सेव करें' }).click();
  await expect(book.getByRole('list', { name: 'इस क्लाइंट की एंट्री' })).toContainText('21');
  await shotsInDir(desk, 'desk-book');

  const totals = page.getByRole('table', { name: 'हर मुंशी और गेम का कुल' });
  await expect(totals).toContainText(writer.username);
  await expect(staffList).toContainText('चालू');
  await shotsInDir(page, 'staff-page-entries');

  await staffList.getByRole('button', { name: 'पहुँच हटाएँ' }).click();
  await expect(page.getByRole('dialog')).toContainText('अब आपकी बुक में काम नहीं कर सकेगा');
  await shotsInDir(page, 'staff-remove-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'पहुँच हटाएँ' }).click();
  await expect(staffList).toContainText('पहुँच हटा दी गई');
  await expect(desk.getByRole('alert').filter({ hasText: 'पहुँच हटा दी गई' })).toContainText(
    'इस बुक के ऑपरेटर ने आपकी पहुँच हटा दी है',
  );
  await shotsInDir(desk, 'desk-access-removed');
  await other.close();
});
