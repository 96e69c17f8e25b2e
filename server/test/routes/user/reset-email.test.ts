import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ACCOUNT_MESSAGES } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp } from '../../helpers/api';
import { expectResetWorks } from './account-helpers';

/** Issue 25: where SMTP_URL is set, a reset link by e-mail, against a real SMTP server. */
interface Received {
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The reset link of the last mail to `address`, unfolded from quoted-printable. */
function lastLink(address: string): URL {
  const mail = [...inbox].reverse().find((m) => m.to.includes(address));
  if (!mail) throw new Error(`no mail to ${address}`);
  const body = mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/login\?reset=1\S+/.exec(body);
  if (!match) throw new Error(`no link in ${body}`);
  return new URL(match[0]);
}

describe('e-mailed reset link (SMTP_URL set)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SHELL_URL: 'http://shell.test',
      MAIL_FROM: 'BGMI <no-reply@bgmi.test>',
    });
  });
  afterAll(async () => ctx.close());

  it('mails a one-time link to the account address; the link resets the password once', async () => {
    const user = await signUp(ctx.app, { email: 'owner@example.com' });
    const asked = await post(ctx.app, 'user/request-reset-email', { bgmiUserId: user.bgmiUserId });
    expect(asked.statusCode).toBe(200);
    expect(asked.body.message).toBe(ACCOUNT_MESSAGES.emailSent);
    const link = lastLink('owner@example.com');
    expect(link.origin).toBe('http://shell.test');
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('id')).toBe(user.bgmiUserId);
    const code = link.searchParams.get('code')!;
    expect(code.length).toBeGreaterThanOrEqual(40);
    await expectResetWorks(ctx.app, user, code);
  });

  it('answers an unknown id the same way and sends nothing; at most 3 mails an hour per account', async () => {
    const before = inbox.length;
    const unknown = await post(ctx.app, 'user/request-reset-email', { bgmiUserId: 'nobody_xyz' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body.message).toBe(ACCOUNT_MESSAGES.emailSent);
    expect(inbox.length).toBe(before);
    const user = await signUp(ctx.app, { email: 'flood@example.com' });
    for (let n = 0; n < 5; n += 1)
      expect(
        (await post(ctx.app, 'user/request-reset-email', { bgmiUserId: user.bgmiUserId }))
          .statusCode,
      ).toBe(200);
    expect(inbox.filter((m) => m.to.includes('flood@example.com'))).toHaveLength(3);
  });

  it('refuses a missing id with 400 naming the field', async () => {
    const answer = await post(ctx.app, 'user/request-reset-email', {});
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe('bgmiUserId');
  });
});

describe('without SMTP_URL', () => {
  it('says e-mail reset is not set up (403) and points to an admin', async () => {
    const ctx = await createTestApp({ SMTP_URL: '' });
    try {
      const user = await signUp(ctx.app);
      const answer = await post(ctx.app, 'user/request-reset-email', {
        bgmiUserId: user.bgmiUserId,
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.body.message).toBe(ACCOUNT_MESSAGES.emailOff);
    } finally {
      await ctx.close();
    }
  });
});
