import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { TODAY, WORKED_SHEET, addBets, declareResult, me, newOperator } from './ledger-helpers';
import type { Operator } from './ledger-helpers';
import { expectTokenRefused } from '../../helpers/refusals';

/** Issue 25: a client's books and a game's sheet as CSV, only ever the caller's own. */
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type CsvAnswer = { filename: string; csv: string; rows: number };
const lines = (csv: string) => csv.trim().split('\n');

/** One export call as `op` (or with another's token), the caller's own identity in the body. */
const exportAs = (
  op: Operator,
  call: ExportCall,
  fields: Record<string, unknown>,
  token = op.token,
) => post<CsvAnswer>(ctx.app, call, { ...me(op), ...fields }, token);
type ExportCall = 'export-client-books' | 'export-game-sheet';

describe('POST /BGMI/export-client-books', () => {
  it("exports the client's games and lain-dain with the laser book's running balance", async () => {
    const op = await newOperator(ctx.app, { lc: 10, passing_rate: 90, patti: 20 });
    await addBets(ctx.app, op, WORKED_SHEET);
    await declareResult(ctx.app, op, '45');
    await post(
      ctx.app,
      'lain-dain-record-save',
      { ...me(op), client_name: op.client, amount: 100, type: 'receive', receive_type: 'cash' },
      op.token,
    );
    const answer = await exportAs(op, 'export-client-books', { client_name: op.client });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.filename).toBe(`Ramesh-books-${TODAY}.csv`);
    expect(answer.body.rows).toBe(2);
    const [header, game, receipt, total] = lines(answer.body.csv);
    expect(header).toBe(
      'date,client,entry,game,result,total_kaam,jodi_ps,hrf_ps,lc_comm,profit_loss,receive_pay,balance,lain_dain',
    );
    expect(game).toBe(`${TODAY},Ramesh,game,Delhi Bazar,45,410,0,0,41,295.2,0,295.2,lain`);
    expect(receipt).toBe(`${TODAY},Ramesh,receive (cash),,,0,0,0,0,0,-100,195.2,lain`);
    expect(total).toBe('TOTAL,,,,,410,0,0,41,295.2,-100,195.2,lain');
    // The same final balance as the laser book on screen.
    const laser = await post<{ data: { hisab_kitab: { balance: number }[] } }>(
      ctx.app,
      'get-lesar-book',
      { ...me(op), client_name: op.client, date: TODAY },
      op.token,
    );
    expect(laser.body.data.hisab_kitab.at(-1)!.balance).toBe(195.2);
  });

  it("another operator's client exports nothing of his; a foreign token is 401; no client is 400", async () => {
    const owner = await newOperator(ctx.app);
    await post(
      ctx.app,
      'lain-dain-record-save',
      { ...me(owner), client_name: owner.client, amount: 50, type: 'pay', receive_type: 'online' },
      owner.token,
    );
    const other = await newOperator(ctx.app);
    const theirs = await exportAs(other, 'export-client-books', { client_name: owner.client });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.rows).toBe(0);
    expect(theirs.body.csv).not.toMatch(/pay \(online\)/);
    const foreign = await exportAs(
      owner,
      'export-client-books',
      { client_name: owner.client },
      other.token,
    );
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body.message).toBe('token not belonging to the user');
    const missing = await post(ctx.app, 'export-client-books', { ...me(owner) }, owner.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.field).toBe('client_name');
    const noToken = await post(ctx.app, 'export-client-books', { client_name: 'x' });
    expect(noToken.statusCode).toBe(401);
  });

  it('defuses a name a spreadsheet would run as a formula', async () => {
    const op = await newOperator(ctx.app);
    await post(
      ctx.app,
      'add-jantri-client',
      { ...me(op), client_name: '=HYPERLINK("x")', lc: 0, passing_rate: 90, patti: 0 },
      op.token,
    );
    await post(
      ctx.app,
      'lain-dain-record-save',
      { ...me(op), client_name: '=HYPERLINK("x")', amount: 5, type: 'pay', receive_type: 'cash' },
      op.token,
    );
    const answer = await exportAs(op, 'export-client-books', { client_name: 'All Client' });
    expect(answer.body.filename).toBe(`all-clients-books-${TODAY}.csv`);
    expect(lines(answer.body.csv)[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
  it("words the file in the reader's language: Hindi headers and cell words, same numbers", async () => {
    const op = await newOperator(ctx.app, { lc: 10, passing_rate: 90, patti: 20 });
    await addBets(ctx.app, op, WORKED_SHEET);
    await declareResult(ctx.app, op, '45');
    const answer = await exportAs(op, 'export-client-books', {
      client_name: op.client,
      language: 'hi',
    });
    const [header, game, total] = lines(answer.body.csv);
    expect(header).toBe(
      'तारीख,क्लाइंट,एंट्री,गेम,रिज़ल्ट,कुल काम,जोड़ी पास,हरूफ़ पास,LC कमीशन,लाभ/हानि,लेना/देना,बैलेंस,लेन-देन',
    );
    expect(game).toBe(`${TODAY},Ramesh,गेम,Delhi Bazar,45,410,0,0,41,295.2,0,295.2,लेन`);
    expect(total).toBe('कुल,,,,,410,0,0,41,295.2,0,295.2,लेन');
    const bad = await exportAs(op, 'export-client-books', {
      client_name: op.client,
      language: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('language');
  });
});

describe('POST /BGMI/export-game-sheet', () => {
  it('exports every number and haruf with a column per client and a TOTAL row', async () => {
    const op = await newOperator(ctx.app);
    await addBets(ctx.app, op, '12(50)\nA 1(100)');
    await post(
      ctx.app,
      'add-jantri-client',
      { ...me(op), client_name: 'Suresh', lc: 0, passing_rate: 90, patti: 0 },
      op.token,
    );
    await post(
      ctx.app,
      'add-jantri-bets',
      { ...me(op), client_name: 'Suresh', game_name: op.game, text: '12(5)\n99(7)' },
      op.token,
    );
    const answer = await exportAs(op, 'export-game-sheet', { game_name: op.game });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.filename).toBe(`Delhi-Bazar-sheet-${TODAY}.csv`);
    const rows = lines(answer.body.csv);
    expect(rows[0]).toBe('number,Ramesh,Suresh,total');
    expect(rows).toContain('12,50,5,55');
    expect(rows).toContain('99,0,7,7');
    expect(rows).toContain('A1,100,0,100');
    expect(rows.at(-1)).toBe('TOTAL,150,12,162');
    expect(answer.body.rows).toBe(120);

    const one = await exportAs(op, 'export-game-sheet', {
      game_name: op.game,
      client_name: 'Suresh',
    });
    expect(lines(one.body.csv)[0]).toBe('number,Suresh,total');
    expect(lines(one.body.csv).at(-1)).toBe('TOTAL,12,12');
  });

  it("another operator's game is 404; a foreign token is 401; no game is 400", async () => {
    const owner = await newOperator(ctx.app);
    const other = await newOperator(ctx.app);
    await addBets(ctx.app, owner, '12(50)');
    const theirs = await exportAs(other, 'export-game-sheet', { game_name: 'Someone Else Bazar' });
    expect(theirs.statusCode).toBe(404);
    await expectTokenRefused(
      ctx.app,
      'export-game-sheet',
      { ...me(owner), game_name: owner.game },
      other.token,
    );
    const missing = await post(ctx.app, 'export-game-sheet', { ...me(owner) }, owner.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.field).toBe('game_name');
    // Same game name, other operator: his own (empty) sheet, never the owner's 50.
    const sameName = await exportAs(other, 'export-game-sheet', { game_name: owner.game });
    expect(sameName.body.csv).not.toMatch(/^12,50/m);
  });
});
