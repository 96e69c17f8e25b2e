import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser, statusOf } from '../../helpers/api';
import { admin, newUtr } from '../wallet/wallet-helpers';

let ctx: TestApp;
let boss: TestUser;
let player: TestUser;

const auditCount = async () =>
  Number((await ctx.database.query<{ n: string }>('SELECT count(*) AS n FROM admin_audit'))[0]!.n);

beforeAll(async () => {
  ctx = await createTestApp({ MONEY_MODE: 'real' });
  boss = await signUp(ctx.app);
  player = await signUp(ctx.app);
  await admin(ctx, 'make-admin', boss.bgmiUserId);
});
afterAll(async () => ctx.close());

const ADMIN_CALLS: [string, Record<string, unknown>][] = [
  ['admin/deposits', {}],
  ['admin/withdrawals', {}],
  ['admin/decide-deposit', { id: 'x', approve: true }],
  ['admin/decide-withdrawal', { id: 'x', approve: true }],
  ['admin/tickets', {}],
  ['admin/resolve-ticket', { id: '00000000-0000-4000-8000-000000000000' }],
  ['admin/users', {}],
  ['admin/grant-organiser', { bgmiUserId: 'x' }],
  ['admin/audit', {}],
  ['admin/issue-reset-code', { bgmiUserId: 'x' }],
];

describe('admin calls', () => {
  it.each(ADMIN_CALLS)('%s: 403 for a non-admin, 401 without a valid token', async (path, body) => {
    const answer = await post(ctx.app, path, body, player.token);
    expect(answer.statusCode).toBe(403);
    expect(answer.body.message).toBe('Admins only');
    expect(await statusOf(ctx.app, path, body, 'nope')).toBe(401);
  });

  // Issue 25: any 36 hex-or-dash string was taken for a uuid and reached a uuid column (500).
  it.each([
    ['admin/decide-deposit', { approve: true }],
    ['admin/decide-withdrawal', { approve: true }],
    ['admin/resolve-ticket', {}],
  ])(
    '%s refuses a uuid-shaped id that is not one with 400 naming the field',
    async (path, rest) => {
      for (const id of ['a'.repeat(36), '-'.repeat(36), '0123456789abcdef0123456789abcdef0123']) {
        const answer = await post(ctx.app, path, { ...rest, id }, boss.token);
        expect(answer.statusCode).toBe(400);
        expect(answer.body).toMatchObject({ field: 'id', message: 'id is not a valid id' });
      }
    },
  );

  it('approving a deposit credits, pushes the wallet to the socket, writes one audit row', async () => {
    const utr = newUtr();
    await post(ctx.app, 'user/deposit', { amount: 900, transaction_id: utr }, player.token);
    const list = await post<{ data: { id: string; reference: string }[] }>(
      ctx.app,
      'admin/deposits',
      {},
      boss.token,
    );
    const row = list.body.data.find((d) => d.reference === utr)!;
    const sent: unknown[] = [];
    const original = ctx.app.emitToUser;
    (ctx.app as unknown as { emitToUser: unknown }).emitToUser = (...args: unknown[]) =>
      sent.push(args);
    const before = await auditCount();
    const answer = await post(
      ctx.app,
      'admin/decide-deposit',
      { id: row.id, approve: true },
      boss.token,
    );
    (ctx.app as unknown as { emitToUser: unknown }).emitToUser = original;
    expect(answer.statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect(sent).toEqual([
      [player.id, 'session_details', expect.objectContaining({ updated_wallet: 900 })],
    ]);
    const audit = await post<{ data: Record<string, unknown>[] }>(
      ctx.app,
      'admin/audit',
      { action: 'approve-deposit' },
      boss.token,
    );
    expect(audit.body.data[0]).toMatchObject({
      admin: boss.bgmiUserId,
      action: 'approve-deposit',
      target: `deposit ${utr}`,
      before: { status: 'Pending' },
      after: { status: 'Success', amount: 900 },
    });
    // A failing change (already processed) leaves no row.
    const again = await post(
      ctx.app,
      'admin/decide-deposit',
      { id: row.id, approve: false },
      boss.token,
    );
    expect(again.statusCode).toBe(409);
    expect(await auditCount()).toBe(before + 1);
  });

  it('a deposit over the limit at approval fails and leaves no audit row', async () => {
    const utr = newUtr();
    await post(ctx.app, 'user/deposit', { amount: 900, transaction_id: utr }, player.token);
    await post(ctx.app, 'money/set-limits', { monthly: 1000 }, player.token);
    const before = await auditCount();
    const answer = await post(
      ctx.app,
      'admin/decide-deposit',
      { id: utr, approve: true },
      boss.token,
    );
    expect(answer.statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
  });

  it('withdrawals, tickets, organiser: each action one audit row; CLI actions too', async () => {
    await post(
      ctx.app,
      'user/withdraw',
      { amount: 100, payment_gateway: 'upi', withdraw_details: { upi: 'p@upi' } },
      player.token,
    );
    const withdrawals = await post<{ data: { id: string }[] }>(
      ctx.app,
      'admin/withdrawals',
      {},
      boss.token,
    );
    let before = await auditCount();
    const paid = await post(
      ctx.app,
      'admin/decide-withdrawal',
      { id: withdrawals.body.data[0]!.id, approve: false },
      boss.token,
    );
    expect(paid.statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);

    await post(
      ctx.app,
      'user/support',
      { subject: 'Help', message: 'Where is my money' },
      player.token,
    );
    const tickets = await post<{ data: { id: string }[] }>(
      ctx.app,
      'admin/tickets',
      {},
      boss.token,
    );
    before = await auditCount();
    expect(
      (await post(ctx.app, 'admin/resolve-ticket', { id: tickets.body.data[0]!.id }, boss.token))
        .statusCode,
    ).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect(
      (await post(ctx.app, 'admin/resolve-ticket', { id: tickets.body.data[0]!.id }, boss.token))
        .statusCode,
    ).toBe(409);
    expect(await auditCount()).toBe(before + 1);

    before = await auditCount();
    const grant = await post(
      ctx.app,
      'admin/grant-organiser',
      { bgmiUserId: player.bgmiUserId },
      boss.token,
    );
    expect(grant.statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    const unknown = await post(
      ctx.app,
      'admin/grant-organiser',
      { bgmiUserId: 'nobody_here' },
      boss.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await auditCount()).toBe(before + 1);

    const users = await post<{ data: Record<string, unknown>[] }>(
      ctx.app,
      'admin/users',
      { search: player.bgmiUserId },
      boss.token,
    );
    expect(users.body.data).toEqual([
      expect.objectContaining({
        bgmiUserId: player.bgmiUserId,
        is_organizer: true,
        consistent: true,
        wallet: 900,
      }),
    ]);

    before = await auditCount();
    await admin(ctx, 'grant-organiser', boss.bgmiUserId);
    const rows = await post<{ data: { admin: string }[] }>(
      ctx.app,
      'admin/audit',
      { action: 'grant-organiser' },
      boss.token,
    );
    expect(await auditCount()).toBe(before + 1);
    expect(rows.body.data[0]!.admin).toBe('cli (admin key)');
  });

  it('bad input is 400 naming the field', async () => {
    const answer = await post(ctx.app, 'admin/decide-deposit', { id: 'x' }, boss.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe('approve');
  });

  it('nobody can update or delete the audit log', async () => {
    await expect(ctx.database.query('UPDATE admin_audit SET action = $1', ['x'])).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.database.query('DELETE FROM admin_audit')).rejects.toThrow(/append-only/);
  });
});
