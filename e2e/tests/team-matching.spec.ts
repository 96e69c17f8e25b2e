import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { api, createUser, loginAs, type E2EUser } from '../support/api';

/** A logged-in page of its own browser context (its own storage, its own socket). */
async function openAs(browser: Browser, user: E2EUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, user);
  await page.goto('/team-matching');
  await expect(page.getByRole('heading', { name: 'Team Match' })).toBeVisible();
  return page;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const row = (list: Locator, text: string) => list.getByRole('listitem').filter({ hasText: text });

/** Selecting a tab reloads its data; selecting another one first forces a fresh mount. */
async function reopen(page: Page, name: string) {
  await tab(page, name === 'Users' ? 'Teams' : 'Users').click();
  await tab(page, name).click();
}

test('team join flow: create, request with a message, accept, leave, delete with confirmation', async ({
  browser,
}) => {
  const leader = await createUser('tml', 'Leader Laxmi');
  const joiner = await createUser('tmj', 'Joiner Jay');
  const teamName = `Owls ${Date.now().toString(36)}`;
  const pageA = await openAs(browser, leader);
  const pageB = await openAs(browser, joiner);

  await tab(pageA, 'Create Team').click();
  await pageA.getByRole('button', { name: 'Create Team', exact: true }).click();
  await expect(
    pageA.getByRole('alert').filter({ hasText: 'Team name cannot be empty' }).first(),
  ).toBeVisible();
  await pageA.getByLabel('Team name').fill(`  ${teamName}  `);
  await pageA.getByRole('button', { name: 'Create Team', exact: true }).click();
  await expect(pageA.getByText('Team created successfully')).toBeVisible();

  await tab(pageB, 'Teams').click();
  await row(pageB.getByRole('list', { name: 'Other Teams' }), teamName)
    .getByRole('button', { name: 'Request to Join' })
    .click();
  const dialog = pageB.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeDisabled();
  await dialog.getByLabel('Message to the team leader').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeDisabled();
  await dialog.getByLabel('Message to the team leader').fill('Sniper, <b>evenings</b> free');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(pageB.getByText('Join request sent')).toBeVisible();

  await tab(pageA, 'Team Requests').click();
  const group = pageA.getByRole('region', { name: `Requests for ${teamName}` });
  await expect(group.getByText('Sniper, <b>evenings</b> free')).toBeVisible();
  await row(group, joiner.bgmiUserId).getByRole('button', { name: 'Accept' }).click();
  await expect(pageA.getByText('Request accepted/rejected successfully')).toBeVisible();

  await reopen(pageB, 'Teams');
  const myTeamsB = pageB.getByRole('list', { name: 'My Teams' });
  await expect(row(myTeamsB, teamName)).toBeVisible();
  await row(myTeamsB, teamName).getByRole('button', { name: 'Check Details' }).click();
  await expect(
    pageB.getByRole('dialog').getByText(`Leader Laxmi (${leader.bgmiUserId})`, { exact: true }),
  ).toBeVisible();
  await expect(
    pageB.getByRole('dialog').getByRole('list', { name: 'Request history' }),
  ).toContainText('accepted');
  await pageB.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  pageB.once('dialog', (confirm) => {
    expect(confirm.message()).toContain(`Leave the team "${teamName}"`);
    void confirm.accept();
  });
  await row(myTeamsB, teamName)
    .getByRole('button', { name: `Leave team ${teamName}` })
    .click();
  await expect(pageB.getByText('Team deleted/left successfully')).toBeVisible();
  await expect(row(myTeamsB, teamName)).toHaveCount(0);
  await expect(row(pageB.getByRole('list', { name: 'Other Teams' }), teamName)).toBeVisible();

  await reopen(pageA, 'Teams');
  const myTeamsA = pageA.getByRole('list', { name: 'My Teams' });
  const asked: string[] = [];
  pageA.once('dialog', (confirm) => {
    asked.push(confirm.message());
    void confirm.dismiss();
  });
  await row(myTeamsA, teamName)
    .getByRole('button', { name: `Delete team ${teamName}` })
    .click();
  expect(asked[0]).toContain(`Delete the team "${teamName}"`);
  await expect(row(myTeamsA, teamName)).toBeVisible();
  pageA.once('dialog', (confirm) => void confirm.accept());
  await row(myTeamsA, teamName)
    .getByRole('button', { name: `Delete team ${teamName}` })
    .click();
  await expect(pageA.getByText('Team deleted/left successfully')).toBeVisible();
  await expect(row(myTeamsA, teamName)).toHaveCount(0);
});

/** Opens My Friends and the chat with one friend, waiting until the socket is up. */
async function openChat(page: Page, friend: E2EUser): Promise<Locator> {
  await tab(page, 'Friends').click();
  await page.getByRole('tab', { name: 'My Friends' }).click();
  await row(page.getByRole('list', { name: 'My Friends' }), friend.name)
    .getByRole('button', { name: 'Chat' })
    .click();
  const chat = page.getByRole('region', { name: `Chat with ${friend.name}` });
  await expect(chat).toBeVisible();
  await expect(chat.getByText('Chat is reconnecting', { exact: false })).toHaveCount(0);
  return chat;
}
async function say(chat: Locator, text: string) {
  await chat.getByPlaceholder('Type a message').fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
}
const setSocket = (page: Page, up: boolean) =>
  page.evaluate((connect) => {
    const holder = (
      globalThis as unknown as {
        __BGMI_SOCKET__: { socket: { connect(): void; disconnect(): void } };
      }
    ).__BGMI_SOCKET__;
    if (connect) holder.socket.connect();
    else holder.socket.disconnect();
  }, up);

test('friends: request and accept, live chat both ways, reconnect, notification from a third player', async ({
  browser,
}) => {
  const a = await createUser('tfa', 'Arjun Friend');
  const b = await createUser('tfb', 'Bela Friend');
  const c = await createUser('tfc', 'Chirag Third');
  const pageA = await openAs(browser, a);
  const pageB = await openAs(browser, b);

  await tab(pageA, 'Friends').click();
  await row(pageA.getByRole('list', { name: 'All Users' }), b.bgmiUserId)
    .getByRole('button', { name: 'Add Friend' })
    .click();
  await expect(pageA.getByText('Friend request sent')).toBeVisible();
  await tab(pageB, 'Friends').click();
  await pageB.getByRole('tab', { name: 'Requests', exact: true }).click();
  await row(pageB.getByRole('list', { name: 'Received friend requests' }), a.name)
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(pageB.getByText('Friend request accepted')).toBeVisible();

  const chatA = await openChat(pageA, b);
  const chatB = await openChat(pageB, a);
  await say(chatA, 'Hello Bela, scrims at 9?');
  await expect(chatB.getByText('Hello Bela, scrims at 9?')).toBeVisible();
  await say(chatB, '<img src=x onerror="document.body.dataset.pwned=1"> yes!');
  await expect(
    chatA.getByText('<img src=x onerror="document.body.dataset.pwned=1"> yes!'),
  ).toBeVisible();
  expect(await pageA.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
  await say(chatA, '   ');
  await expect(chatA.locator('.tm-bubble')).toHaveCount(2);

  // A message sent while B's socket is down arrives once B reconnects (history from the database).
  await setSocket(pageB, false);
  await expect(chatB.getByText('Chat is reconnecting', { exact: false })).toBeVisible();
  await say(chatA, 'Sent while you were reconnecting');
  await expect(chatA.getByText('Sent while you were reconnecting')).toBeVisible();
  await expect(chatA.getByText('Sending...')).toHaveCount(0);
  // B types while offline: it waits, then goes out with the same client id after the reconnect.
  await say(chatB, 'Typed while offline');
  await expect(chatB.getByText('Sending...')).toBeVisible();
  await setSocket(pageB, true);
  await expect(chatB.getByText('Sent while you were reconnecting')).toBeVisible();
  await expect(chatA.getByText('Typed while offline')).toHaveCount(1);
  await expect(chatB.getByText('Sending...')).toHaveCount(0);

  // A third player, a friend of B, writes: B (chatting with A) gets a notification that opens it.
  const sent = await api(
    'send-request',
    { senderId: c.userId, receiverId: b.userId },
    c.auth_token,
  );
  expect(sent.status).toBe(200);
  const accepted = await api(
    'accept-request',
    { senderId: c.userId, receiverId: b.userId },
    b.auth_token,
  );
  expect(accepted.status).toBe(200);
  const pageC = await openAs(browser, c);
  const chatC = await openChat(pageC, b);
  await say(chatC, 'Need a fourth for tonight?');
  const notice = pageB.getByRole('button', { name: /New message from Chirag Third/ });
  await expect(notice).toBeVisible();
  await expect(chatB.getByText('Need a fourth for tonight?')).toHaveCount(0);
  await expect(
    row(pageB.getByRole('list', { name: 'My Friends' }), c.name).getByLabel(/1 unread/),
  ).toBeVisible();
  await notice.click();
  const chatBC = pageB.getByRole('region', { name: `Chat with ${c.name}` });
  await expect(chatBC.getByText('Need a fourth for tonight?')).toBeVisible();
  await expect(
    row(pageB.getByRole('list', { name: 'My Friends' }), c.name).getByLabel(/unread/),
  ).toHaveCount(0);
});
