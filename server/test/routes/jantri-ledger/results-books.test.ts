import { todayInIndia } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { TODAY, WORKED_SHEET, addBets, declareResult, me, newOperator } from './ledger-helpers';
import type { Operator } from './ledger-helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const TOMORROW = todayInIndia(new Date(Date.now() + 86_400_000));
type Hisab = {
  data: {
    hisab_kitab: {
      client_name: string;
      name_result: string;
      profit_loss: number;
      total_kaam: number;
      jodi_ps: number;
      hrf_ps: number;
      lc_comm: number;
    }[];
  };
};
type Laser = {
  data: { hisab_kitab?: Record<string, unknown>[]; hisab_kitab_all?: Record<string, unknown>[] };
};

const declare = (op: Operator, result: string, date = TODAY) =>
  declareResult(ctx.app, op, result, date);
const hisab = (op: Operator, date = TODAY, client_name: string = op.client) =>
  post<Hisab>(ctx.app, 'get-jantri-hisabKitab', { ...me(op), client_name, date }, op.token);

describe('results and settlement', () => {
  it('settles the worked sheet: result 12 -> -5432, re-declared 45 -> 295.20 (rows replaced)', async () => {
    const op = await newOperator(ctx.app, { lc: 10, passing_rate: 90, patti: 20 });
    await addBets(ctx.app, op, WORKED_SHEET);
    const first = await declare(op, '12');
    expect(first.body).toMatchObject({
      status: true,
      message: 'Result updated successfully!',
      data: { settled_clients: 1 },
    });
    expect((await hisab(op)).body.data.hisab_kitab).toEqual([
      expect.objectContaining({
        name_result: '12',
        total_kaam: 410,
        jodi_ps: 60,
        hrf_ps: 200,
        lc_comm: 0,
        profit_loss: -5432,
      }),
    ]);
    await declare(op, '45');
    const rows = (await hisab(op)).body.data.hisab_kitab;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name_result: '45', lc_comm: 41, profit_loss: 295.2 });
    const results = await post<{ data: { game_result: { game_name: string; result: string }[] } }>(
      ctx.app,
      'get-jantri-result',
      { ...me(op), date: TODAY },
      op.token,
    );
    expect(results.body.data.game_result).toEqual([{ game_name: op.game, result: '45' }]);
  });

  it('keeps hisab rows after the jantri is deleted, and WIN settles nothing', async () => {
    const op = await newOperator(ctx.app);
    await addBets(ctx.app, op, WORKED_SHEET);
    await declare(op, '45');
    await post(
      ctx.app,
      'clear-data-jantri',
      { client_name: op.client, game_name: op.game },
      op.token,
    );
    expect((await hisab(op)).body.data.hisab_kitab).toHaveLength(1);
    await addBets(ctx.app, op, '12(10)');
    const win = await declare(op, 'WIN');
    expect(win.statusCode).toBe(200);
    expect(
      (win.body as unknown as { data: { settled_clients: number } }).data.settled_clients,
    ).toBe(0);
  });

  it.each([
    [{ result: '' }, 'Please select a game and enter the result', 'result'],
    [{ game_name: '' }, 'Please select a game and enter the result', 'game_name'],
    [{ result: '101' }, 'Number cannot be greater than 100', 'result'],
    [{ date: TOMORROW }, 'Date cannot be later than today', 'date'],
    [{ date: '22-11-2026' }, 'date must be YYYY-MM-DD', 'date'],
  ])('refuses %o with 400 naming the field', async (change, message, field) => {
    const op = await newOperator(ctx.app);
    const answer = await post(
      ctx.app,
      'update-jantri-result',
      { game_name: op.game, result: '12', date: TODAY, ...change },
      op.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ message, field });
  });

  it("resets the day's results but keeps hisab rows; another operator's results are apart", async () => {
    const op = await newOperator(ctx.app);
    const other = await newOperator(ctx.app);
    await addBets(ctx.app, op, '45(10)');
    await declare(op, '45');
    await declare(other, '12');
    const foreign = await post(
      ctx.app,
      'update-jantri-result',
      { game_name: 'Unknown', result: '1', date: TODAY },
      op.token,
    );
    expect(foreign.statusCode).toBe(404);
    const reset = await post<{ data: { game_result: { result: string }[] } }>(
      ctx.app,
      'reset-jantri-result',
      me(op),
      op.token,
    );
    expect(reset.body.message).toBe('All results reset successfully!');
    expect(reset.body.data.game_result).toEqual([{ game_name: op.game, result: '' }]);
    expect((await hisab(op)).body.data.hisab_kitab).toHaveLength(1);
    const theirs = await post<{ data: { game_result: { result: string }[] } }>(
      ctx.app,
      'get-jantri-result',
      { date: TODAY },
      other.token,
    );
    expect(theirs.body.data.game_result[0]!.result).toBe('12');
    const theirHisab = await post<Hisab>(
      ctx.app,
      'get-jantri-hisabKitab',
      { date: TODAY },
      other.token,
    );
    expect(theirHisab.body.data.hisab_kitab).toEqual([]);
    const bad = await post(ctx.app, 'get-jantri-result', { date: TOMORROW }, op.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('date');
  });
});

describe('hisab kitab, laser book and lain dain', () => {
  it('records a receipt and the laser book shows profit, receive/pay, final and lain/dain', async () => {
    const op = await newOperator(ctx.app);
    await addBets(ctx.app, op, WORKED_SHEET);
    await declare(op, '45');
    const saved = await post(
      ctx.app,
      'lain-dain-record-save',
      {
        ...me(op),
        client_name: op.client,
        amount: '95.20',
        type: 'receive',
        receive_type: 'cash',
      },
      op.token,
    );
    expect(saved.body).toMatchObject({ status: true, message: 'Payment saved successfully' });
    const book = await post<Laser>(
      ctx.app,
      'get-lesar-book',
      { ...me(op), client_name: op.client, date: TODAY },
      op.token,
    );
    expect(book.body.data.hisab_kitab).toEqual([
      {
        date: TODAY,
        client_name: op.client,
        profit_loss: 295.2,
        recive_pay: -95.2,
        final: 200,
        balance: 200,
        lain_dain: 'lain',
      },
    ]);
    await post(
      ctx.app,
      'lain-dain-record-save',
      { client_name: op.client, amount: 300, type: 'pay', receive_type: 'online' },
      op.token,
    );
    const all = await post<Laser>(
      ctx.app,
      'get-lesar-book',
      { client_name: 'All Client', date: TODAY },
      op.token,
    );
    expect(all.body.data.hisab_kitab_all).toEqual([
      expect.objectContaining({ recive_pay: 204.8, final: 500, lain_dain: 'lain' }),
    ]);
    const records = await post<{ data: { type: string; amount: number }[] }>(
      ctx.app,
      'lain-dain-record-get',
      { client_name: op.client },
      op.token,
    );
    expect(records.body.data.map((r) => [r.type, r.amount])).toEqual([
      ['pay', 300],
      ['receive', 95.2],
    ]);
  });

  it.each([
    [{ client_name: '' }, 'client_name'],
    [{ amount: '' }, 'amount'],
    [{ type: 'gift' }, 'type'],
    [{ receive_type: '' }, 'receive_type'],
  ])('lain-dain-record-save refuses %o with All fields are required', async (change, field) => {
    const op = await newOperator(ctx.app);
    const answer = await post(
      ctx.app,
      'lain-dain-record-save',
      { client_name: op.client, amount: 10, type: 'pay', receive_type: 'cash', ...change },
      op.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ message: 'All fields are required', field });
  });

  it("keeps each operator's books apart and validates dates", async () => {
    const op = await newOperator(ctx.app);
    const other = await newOperator(ctx.app);
    await post(
      ctx.app,
      'lain-dain-record-save',
      { client_name: op.client, amount: 50, type: 'pay', receive_type: 'cash' },
      op.token,
    );
    const theirs = await post<{ data: unknown[] }>(
      ctx.app,
      'lain-dain-record-get',
      {},
      other.token,
    );
    expect(theirs.body.data).toEqual([]);
    const theirBook = await post<Laser>(
      ctx.app,
      'get-lesar-book',
      { client_name: 'Ramesh', date: TODAY },
      other.token,
    );
    expect(theirBook.body.data.hisab_kitab).toEqual([]);
    const foreignSave = await post(
      ctx.app,
      'lain-dain-record-save',
      { client_name: 'Nobody', amount: 5, type: 'pay', receive_type: 'cash' },
      op.token,
    );
    expect(foreignSave.statusCode).toBe(404);
    const futureBook = await post(
      ctx.app,
      'get-lesar-book',
      { client_name: op.client, date: TOMORROW },
      op.token,
    );
    expect(futureBook.statusCode).toBe(400);
    expect(futureBook.body.field).toBe('date');
    const noClient = await post(ctx.app, 'get-lesar-book', { date: TODAY }, op.token);
    expect(noClient.statusCode).toBe(400);
    expect(noClient.body.field).toBe('client_name');
    const futureHisab = await hisab(op, TOMORROW);
    expect(futureHisab.statusCode).toBe(400);
    expect(futureHisab.body.field).toBe('date');
  });
});
