import { createTestApp, type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/api';
import { addBets, me, newOperator } from './jantri-ledger/ledger-helpers';

/** History and list calls page: limit + cursor in, nextCursor out (DESIGN section 3). */
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Page = { data: { _id: string }[]; nextCursor: string | null };

/** Follows nextCursor to the end; returns each page's ids. */
async function allPages(path: string, body: Record<string, unknown>, token: string) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await post<Page>(ctx.app, path, { ...body, limit: 3, cursor }, token);
    expect(answer.statusCode).toBe(200);
    pages.push(answer.body.data.map((row) => row._id));
    cursor = answer.body.nextCursor ?? undefined;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('paging', () => {
  it('get-bet-records: pages of `limit` rows, none skipped or repeated, even with equal times', async () => {
    const op = await newOperator(ctx.app);
    // One paste stores its records in one statement: they share created_at, the id breaks ties.
    const added = await addBets(
      ctx.app,
      op,
      ['11(10)', '12(10)', '13(10)', '14(10)', '15(10)', '16(10)', '17(10)'].join('\n'),
    );
    expect(added.statusCode).toBe(200);
    const everything = await post<Page>(ctx.app, 'get-bet-records', me(op), op.token);
    expect(everything.body.nextCursor).toBeNull(); // the default page holds them all
    const total = everything.body.data.length;
    expect(total).toBeGreaterThanOrEqual(7);

    const pages = await allPages('get-bet-records', me(op), op.token);
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    expect(pages.flat()).toEqual(everything.body.data.map((row) => row._id));
  });

  it('get-jantri-history pages over bet records', async () => {
    const op = await newOperator(ctx.app);
    await addBets(ctx.app, op, '11(10)\n12(10)\n13(10)\n14(10)');
    const first = await post<{
      data: { total_bet_obj: { total_bets: number } }[];
      nextCursor: string;
    }>(ctx.app, 'get-jantri-history', { ...me(op), limit: 3 }, op.token);
    expect(first.body.data[0]!.total_bet_obj.total_bets).toBe(3);
    const rest = await post<{
      data: { total_bet_obj: { total_bets: number } }[];
      nextCursor: null;
    }>(
      ctx.app,
      'get-jantri-history',
      { ...me(op), limit: 3, cursor: first.body.nextCursor },
      op.token,
    );
    expect(rest.body.data[0]!.total_bet_obj.total_bets).toBeGreaterThanOrEqual(1);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('deposit history pages newest first', async () => {
    const user = await signUp(ctx.app);
    for (let n = 1; n <= 5; n += 1)
      await post(
        ctx.app,
        'user/deposit',
        { amount: 100 + n, transaction_id: `UTRPAGE${user.id.slice(0, 8)}${n}` },
        user.token,
      );
    const pages = await allPages('user/get_DepositHistory', {}, user.token);
    expect(pages.map((page) => page.length)).toEqual([3, 2]);
    expect(new Set(pages.flat()).size).toBe(5);
  });

  it('refuses a bad limit or cursor with 400 naming the field', async () => {
    const user = await signUp(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 0 }, 'limit'],
      [{ limit: 501 }, 'limit'],
      [{ limit: 2.5 }, 'limit'],
      [{ limit: true }, 'limit'],
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ cursor: Buffer.from('["x","y"]').toString('base64url') }, 'cursor'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(ctx.app, 'user/get_WithdrawHistory', body, user.token);
      expect([answer.statusCode, answer.body.field]).toEqual([400, field]);
    }
  });
});
