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
import type { Hisab, Operator } from './ledger-helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const declare = (op: Operator, result: string, date = TODAY) =>
  declareResult(ctx.app, op, result, date);
const hisab = (op: Operator, date = TODAY) => hisabOf(ctx.app, op, date);

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
