import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import {
  TODAY,
  TOMORROW,
  WORKED_SHEET,
  addBets,
  declareResult,
  hisabOf,
  me,
  newOperator,
} from './ledger-helpers';
import type { Operator } from './ledger-helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Laser = {
  data: { hisab_kitab?: Record<string, unknown>[]; hisab_kitab_all?: Record<string, unknown>[] };
};

const declare = (op: Operator, result: string, date = TODAY) =>
  declareResult(ctx.app, op, result, date);
const hisab = (op: Operator, date = TODAY) => hisabOf(ctx.app, op, date);

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
