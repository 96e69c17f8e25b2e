import fs from 'node:fs';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp } from '../../helpers/api';

describe('POST /BGMI/admin/run', () => {
  let ctx: TestApp;
  const keyFile = `/tmp/bgmi-admin-key-test-${process.pid}`;
  beforeAll(async () => {
    fs.rmSync(keyFile, { force: true });
    ctx = await createTestApp({ ADMIN_KEY_FILE: keyFile });
  });
  afterAll(async () => ctx.close());

  const run = (command: string, args: string[], headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/BGMI/admin/run', headers, payload: { command, args } });

  it('refuses callers without the admin key or an admin token', async () => {
    const player = await signUp(ctx.app);
    expect((await run('make-admin', [player.bgmiUserId], {})).statusCode).toBe(403);
    expect(
      (await run('make-admin', [player.bgmiUserId], { 'x-admin-key': 'wrong' })).statusCode,
    ).toBe(403);
    expect(
      (await run('make-admin', [player.bgmiUserId], { authorization: player.token })).statusCode,
    ).toBe(403);
  });

  it('runs make-admin with the local key; the new admin may then run commands with a token', async () => {
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    const player = await signUp(ctx.app);
    const made = await run('make-admin', [player.bgmiUserId], { 'x-admin-key': key });
    expect(made.statusCode).toBe(200);
    expect(made.json().output).toBe(`${player.bgmiUserId} is now an admin`);
    const login = await post<{ data: { isAdmin: boolean } }>(ctx.app, 'user/login', {
      bgmiUserId: player.bgmiUserId,
      password: 'tiger-lamp-93',
    });
    expect(login.body.data.isAdmin).toBe(true);
    const other = await signUp(ctx.app);
    expect(
      (await run('make-admin', [other.bgmiUserId], { authorization: player.token })).statusCode,
    ).toBe(200);
  });

  it('answers bad input clearly: unknown command 404, unknown user 404, missing command 400', async () => {
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    expect((await run('no-such', [], { 'x-admin-key': key })).statusCode).toBe(404);
    const unknownUser = await run('make-admin', ['ghost'], { 'x-admin-key': key });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().message).toBe('No user with BGMI ID ghost');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/BGMI/admin/run',
      headers: { 'x-admin-key': key },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('command');
  });
});
