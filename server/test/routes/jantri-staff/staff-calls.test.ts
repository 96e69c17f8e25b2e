import { BOOK_ACCESS_MESSAGES } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';
import { TODAY, me, newOperator, type Operator } from '../jantri-ledger/ledger-helpers';
import { invite, operatorWithTwoClients, postInBook, staffOf } from './staff-helpers';

let ctx: TestApp;
let op: Operator;
let other: Operator;
beforeAll(async () => {
  ctx = await createTestApp();
  op = await operatorWithTwoClients(ctx.app);
  other = await newOperator(ctx.app);
});
afterAll(async () => ctx.close());

describe('jantri-staff/invite', () => {
  it('creates an invite code for the clients named', async () => {
    const answer = await post<{ data: { invite_code: string } }>(
      ctx.app,
      'jantri-staff/invite',
      { ...me(op), role: 'writer', client_names: ['Ramesh', 'Suresh'] },
      op.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.invite_code).toMatch(/^[A-Z2-9]{10}$/);
  });

  it.each([
    [{ role: 'boss', client_names: ['Ramesh'] }, 'role'],
    [{ role: 'writer', client_names: [] }, 'client_names'],
    [{ role: 'writer' }, 'client_names'],
  ])('refuses %j naming the field (400)', async (body, field) => {
    const answer = await post(ctx.app, 'jantri-staff/invite', { ...me(op), ...body }, op.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe(field);
  });

  it('needs a token (401) and refuses a foreign identity (401)', async () => {
    const body = { role: 'writer', client_names: ['Ramesh'] };
    expect(await statusOf(ctx.app, 'jantri-staff/invite', body)).toBe(401);
    const foreign = await post(
      ctx.app,
      'jantri-staff/invite',
      { ...body, user_id: op.id },
      other.token,
    );
    expect(foreign.statusCode).toBe(401);
  });

  it('cannot give another operator’s client (404) nor act on his book (403)', async () => {
    const foreignClient = await post(
      ctx.app,
      'jantri-staff/invite',
      { ...me(other), role: 'writer', client_names: ['Suresh'] },
      other.token,
    );
    expect(foreignClient.statusCode).toBe(404);
    const body = { role: 'writer', client_names: ['Ramesh'] };
    const inBook = await postInBook(ctx.app, 'jantri-staff/invite', body, other, op.id);
    expect(inBook.statusCode).toBe(403);
  });
});

describe('jantri-staff/accept and jantri-staff/books', () => {
  it('makes the caller staff of the book once; the code is then used', async () => {
    const code = await invite(ctx.app, op, 'viewer', ['Suresh']);
    const user = await signUp(ctx.app);
    const accepted = await post<{ data: Record<string, unknown> }>(
      ctx.app,
      'jantri-staff/accept',
      { ...me(user), invite_code: code.invite_code.toLowerCase() },
      user.token,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.data).toEqual({
      book_id: op.id,
      operator_name: op.username,
      role: 'viewer',
      client_names: ['Suresh'],
    });
    const again = await post(
      ctx.app,
      'jantri-staff/accept',
      { ...me(user), invite_code: code.invite_code },
      user.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(BOOK_ACCESS_MESSAGES.inviteUsed);
    const books = await post<{ data: unknown[] }>(
      ctx.app,
      'jantri-staff/books',
      me(user),
      user.token,
    );
    expect(books.statusCode).toBe(200);
    expect(books.body.data).toEqual([accepted.body.data]);
  });

  it('refuses an unknown code (404), the operator’s own (400), a missing one (400), no token (401)', async () => {
    const user = await signUp(ctx.app);
    const unknown = await post(
      ctx.app,
      'jantri-staff/accept',
      { ...me(user), invite_code: 'NOPE234567' },
      user.token,
    );
    expect(unknown.statusCode).toBe(404);
    const code = await invite(ctx.app, op, 'writer', ['Ramesh']);
    const own = await post(
      ctx.app,
      'jantri-staff/accept',
      { ...me(op), invite_code: code.invite_code },
      op.token,
    );
    expect(own.statusCode).toBe(400);
    expect(own.body.field).toBe('invite_code');
    const missing = await post(ctx.app, 'jantri-staff/accept', me(user), user.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.field).toBe('invite_code');
    expect(await statusOf(ctx.app, 'jantri-staff/accept', { invite_code: 'X' })).toBe(401);
    expect(await statusOf(ctx.app, 'jantri-staff/books', {})).toBe(401);
  });
});

describe('jantri-staff/list and jantri-staff/remove', () => {
  it('lists the staff with role and clients; remove ends access; another operator cannot', async () => {
    const writer = await staffOf(ctx.app, op, 'writer', ['Ramesh']);
    const list = await post<{ data: { _id: string; user_name: string; status: string }[] }>(
      ctx.app,
      'jantri-staff/list',
      me(op),
      op.token,
    );
    expect(list.statusCode).toBe(200);
    const row = list.body.data.find((member) => member._id === writer.staffId);
    expect(row).toMatchObject({ user_name: writer.username, status: 'active', role: 'writer' });
    expect((await post(ctx.app, 'jantri-staff/list', me(other), other.token)).body.data).toEqual(
      [],
    );

    const foreign = await post(
      ctx.app,
      'jantri-staff/remove',
      { ...me(other), staff_id: writer.staffId },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    const bad = await post(ctx.app, 'jantri-staff/remove', { ...me(op), staff_id: 'x' }, op.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('staff_id');
    expect(await statusOf(ctx.app, 'jantri-staff/remove', { staff_id: writer.staffId })).toBe(401);
    expect(await statusOf(ctx.app, 'jantri-staff/list', {})).toBe(401);
    const byStaff = await postInBook(
      ctx.app,
      'jantri-staff/remove',
      { staff_id: writer.staffId },
      writer,
      op.id,
    );
    expect(byStaff.statusCode).toBe(403);

    const removed = await post(
      ctx.app,
      'jantri-staff/remove',
      { ...me(op), staff_id: writer.staffId },
      op.token,
    );
    expect(removed.statusCode).toBe(200);
    const books = await post<{ data: unknown[] }>(
      ctx.app,
      'jantri-staff/books',
      me(writer),
      writer.token,
    );
    expect(books.body.data).toEqual([]);
  });
});

describe('jantri-staff/entries', () => {
  it('totals each writer’s records per game for the day, with his name', async () => {
    const writer = await staffOf(ctx.app, op, 'writer', ['Ramesh']);
    const bets = { client_name: 'Ramesh', game_name: op.game, text: '12,21(10)\n45(30)' };
    expect((await postInBook(ctx.app, 'add-jantri-bets', bets, writer, op.id)).statusCode).toBe(
      200,
    );
    await post(ctx.app, 'add-jantri-bets', { ...me(op), ...bets }, op.token);
    const answer = await post<{ data: { totals: unknown[]; entries: { writer_name: string }[] } }>(
      ctx.app,
      'jantri-staff/entries',
      { ...me(op), date: TODAY },
      op.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.totals).toEqual([
      {
        writer_name: writer.username,
        game_name: op.game,
        date: TODAY,
        records: expect.any(Number),
        total_amount: 50,
      },
    ]);
    expect(answer.body.data.entries.every((entry) => entry.writer_name === writer.username)).toBe(
      true,
    );
  });

  it('refuses a bad date (400), no token (401), staff (403)', async () => {
    const bad = await post(
      ctx.app,
      'jantri-staff/entries',
      { ...me(op), date: '2026-13-01' },
      op.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('date');
    expect(await statusOf(ctx.app, 'jantri-staff/entries', {})).toBe(401);
    const viewer = await staffOf(ctx.app, op, 'viewer', ['Ramesh']);
    expect((await postInBook(ctx.app, 'jantri-staff/entries', {}, viewer, op.id)).statusCode).toBe(
      403,
    );
  });
});
