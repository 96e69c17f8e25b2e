import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { WORKED_SHEET, addBets, cell, me, newOperator, sheetOf } from './ledger-helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Records = {
  data: {
    _id: string;
    bet_type: string;
    bet_numbers: string;
    total_amount: number;
    bet_data: { hruf_type: string | null };
  }[];
};

describe('bet history, bet records and revert', () => {
  it('lists history per client and game with counts and details', async () => {
    const op = await newOperator(ctx.app);
    await addBets(ctx.app, op, WORKED_SHEET);
    const answer = await post<{
      data: {
        client_name: string;
        total_bet_obj: { total_bets: number; total_amount: number; details: unknown[] };
      }[];
    }>(
      ctx.app,
      'get-jantri-history',
      { ...me(op), client_name: op.client, game_name: '' },
      op.token,
    );
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]!.total_bet_obj).toMatchObject({ total_bets: 4, total_amount: 410 });
    expect(answer.body.data[0]!.total_bet_obj.details).toHaveLength(4);
    const foreign = await post(ctx.app, 'get-jantri-history', { client_name: 'Nobody' }, op.token);
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes exactly one record and the grid drops by exactly its amounts', async () => {
    const op = await newOperator(ctx.app);
    const other = await newOperator(ctx.app);
    await addBets(ctx.app, op, WORKED_SHEET);
    await addBets(ctx.app, other, WORKED_SHEET);
    const records = await post<Records>(
      ctx.app,
      'get-bet-records',
      { client_name: op.client, game_name: op.game },
      op.token,
    );
    expect(records.body.data).toHaveLength(4);
    const crossing = records.body.data.find((r) => r.bet_type === 'crossing')!;
    expect(crossing.bet_numbers).toBe('12,13,21,23,31,32');

    const theirs = await post(
      ctx.app,
      'delete-bet-record',
      { _id: crossing._id, client_name: other.client, game_name: other.game, bet_numbers: 'x' },
      other.token,
    );
    expect(theirs.statusCode).toBe(404);
    const bad = await post(
      ctx.app,
      'delete-bet-record',
      { client_name: op.client, game_name: op.game },
      op.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('bet_numbers');

    const answer = await post(
      ctx.app,
      'delete-bet-record',
      {
        ...me(op),
        _id: crossing._id,
        client_name: op.client,
        game_name: op.game,
        bet_numbers: crossing.bet_numbers,
        hruf_type: '',
      },
      op.token,
    );
    expect(answer.body).toMatchObject({ status: true, message: 'Bet deleted successfully' });
    const sheet = (await sheetOf(ctx.app, op)).body;
    expect(cell(sheet, '12')).toBe(50);
    expect(cell(sheet, '13')).toBe(0);
    expect(sheet.updatedBetNumbers.total_amount).toBe(350);
    expect((await sheetOf(ctx.app, other)).body.updatedBetNumbers.total_amount).toBe(410);

    // The spec's payload without an id: bet_numbers and hruf_type name the record.
    const haruf = await post(
      ctx.app,
      'delete-bet-record',
      { client_name: op.client, game_name: op.game, bet_numbers: '1', hruf_type: 'andar' },
      op.token,
    );
    expect(haruf.statusCode).toBe(200);
    expect((await sheetOf(ctx.app, op)).body.HarufBetNumbers.andar[1]).toBe(0);
    const again = await post(
      ctx.app,
      'delete-bet-record',
      { client_name: op.client, game_name: op.game, bet_numbers: '1', hruf_type: 'andar' },
      op.token,
    );
    expect(again.statusCode).toBe(404);
  });
});
