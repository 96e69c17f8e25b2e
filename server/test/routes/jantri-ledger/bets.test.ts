import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { WORKED_SHEET, addBets, cell, me, newOperator, sheetOf } from './ledger-helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('add-jantri-bets and bet-data-jantri', () => {
  it('stores every group of a paste and returns the grid, totals and haruf rows', async () => {
    const op = await newOperator(ctx.app);
    const added = await addBets(ctx.app, op, WORKED_SHEET);
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toEqual({ records: 4, total_amount: 410 });
    const sheet = (await sheetOf(ctx.app, op)).body;
    expect(sheet.updatedBetNumbers.details).toHaveLength(100);
    expect(Object.keys(sheet.updatedBetNumbers.details[0]!)).toEqual(['00']);
    expect(cell(sheet, '12')).toBe(60);
    expect(cell(sheet, '34')).toBe(50);
    expect(cell(sheet, '11')).toBe(0);
    expect(sheet.updatedBetNumbers).toMatchObject({
      total_amount: 410,
      jodi_total: 210,
      haroof_total: 200,
    });
    expect(sheet.HarufBetNumbers.andar[1]).toBe(100);
    expect(sheet.HarufBetNumbers.bahar[2]).toBe(100);
  });

  it('refuses the whole paste naming the line and the unreadable part; nothing is stored', async () => {
    const op = await newOperator(ctx.app);
    const answer = await addBets(ctx.app, op, '12(10)\n\n45 hello(20)');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({
      status: false,
      field: 'text',
      message: 'Line 3: cannot read "hello"',
    });
    expect((await sheetOf(ctx.app, op)).body.updatedBetNumbers.total_amount).toBe(0);
    const empty = await addBets(ctx.app, op, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Please enter bets', field: 'text' });
    const noGame = await post(
      ctx.app,
      'add-jantri-bets',
      { client_name: op.client, text: '12(10)' },
      op.token,
    );
    expect(noGame.statusCode).toBe(400);
    expect(noGame.body).toMatchObject({
      message: 'Please select both client and game!',
      field: 'game_name',
    });
  });

  it("answers 404 for another operator's game, and bet-data needs both names (400)", async () => {
    const op = await newOperator(ctx.app);
    const other = await newOperator(ctx.app);
    await post(
      ctx.app,
      'add-jantri-game',
      { game_name: 'Their Game', short_name: 'TG' },
      other.token,
    );
    const foreign = await post(
      ctx.app,
      'bet-data-jantri',
      { client_name: op.client, game_name: 'Their Game' },
      op.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe('Game not found');
    const bad = await post(ctx.app, 'bet-data-jantri', { client_name: op.client }, op.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('game_name');
  });
});

describe('cutting-data-jantri', () => {
  it("cuts one client's sheet at cutNum 100 as the issue's example", async () => {
    const op = await newOperator(ctx.app);
    await addBets(ctx.app, op, '12(600) 21(250)\n34,45=180\n07 x 90\nA 3(70) B 4(30)');
    const answer = await post<{
      cuttingJodi: string;
      cuttingHaroof: { andar: string; bahar: string };
      cutGrid: { details: number[]; jodi_total: number; haroof_total: number; final_total: number };
    }>(
      ctx.app,
      'cutting-data-jantri',
      { ...me(op), client_name: op.client, game_name: op.game, cutNum: 100, cutHrf: '50' },
      op.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.cuttingJodi).toBe('12(500) 21(150) 34,45(80)');
    expect(answer.body.cuttingHaroof).toEqual({ andar: '3(20)', bahar: '' });
    expect(answer.body.cutGrid.details[12]).toBe(500);
    expect(answer.body.cutGrid).toMatchObject({
      jodi_total: 810,
      haroof_total: 20,
      final_total: 830,
    });
  });

  it("combines all clients for 'All Clients' and refuses missing amounts (400)", async () => {
    const op = await newOperator(ctx.app);
    await post(ctx.app, 'add-jantri-client', { client_name: 'Suresh', passing_rate: 90 }, op.token);
    await addBets(ctx.app, op, '12(60)');
    await post(
      ctx.app,
      'add-jantri-bets',
      { client_name: 'Suresh', game_name: op.game, text: '12(60)' },
      op.token,
    );
    const all = await post<{ cuttingJodi: string }>(
      ctx.app,
      'cutting-data-jantri',
      { client_name: 'All Clients', game_name: op.game, cutNum: 100 },
      op.token,
    );
    expect(all.body.cuttingJodi).toBe('12(20)');
    const none = await post(
      ctx.app,
      'cutting-data-jantri',
      { client_name: op.client, game_name: op.game, cutNum: '', cutHrf: '' },
      op.token,
    );
    expect(none.statusCode).toBe(400);
    expect(none.body).toMatchObject({
      message: 'Please enter Cutting Number or Haroof Rs.',
      field: 'cutNum',
    });
    const noClient = await post(
      ctx.app,
      'cutting-data-jantri',
      { game_name: op.game, cutNum: 1 },
      op.token,
    );
    expect(noClient.body).toMatchObject({
      message: 'Please select both client and game!',
      field: 'client_name',
    });
  });
});
