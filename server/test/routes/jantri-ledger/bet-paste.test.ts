import { addToSheet, parseBets } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { cell, me, newOperator, sheetOf, type Operator } from './ledger-helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** The paste of the e2e test: a WhatsApp export with every kind of line an operator meets. */
export const WHATSAPP_PASTE = [
  '[10:02 am, 28/09/2026] Ravi Bhai: Faridabad',
  '[10:02 am, 28/09/2026] Ravi Bhai: 12,21,34(50)',
  '[10:03 am, 28/09/2026] Ravi Bhai: 4785 into 20',
  '[10:03 am, 28/09/2026] Ravi Bhai: 123=6=10',
  '[10:04 am, 28/09/2026] Ravi Bhai: 3 A = 100',
  '[10:04 am, 28/09/2026] Ravi Bhai: 38 49',
  '[10:05 am, 28/09/2026] Ravi Bhai: 50 61 into 20',
  '[10:05 am, 28/09/2026] Ravi Bhai: 36-79=10',
  '[10:06 am, 28/09/2026] Ravi Bhai: Total = 870',
].join('\n');

async function withGame(op: Operator, game: string) {
  const added = await post(
    ctx.app,
    'add-jantri-game',
    { ...me(op), game_name: game, short_name: 'FB' },
    op.token,
  );
  expect(added.statusCode).toBe(200);
  return { ...op, game };
}

async function addPaste(
  op: Operator,
  text: string,
  other_readings?: unknown,
  kept_readings?: unknown,
) {
  return post<{ data: { records: number; total_amount: number } }>(
    ctx.app,
    'add-jantri-bets',
    { ...me(op), client_name: op.client, game_name: op.game, text, other_readings, kept_readings },
    op.token,
  );
}

describe('add-jantri-bets stores exactly what the preview showed', () => {
  it('the WhatsApp paste with line 8 switched to its other reading (range)', async () => {
    const op = await withGame(await newOperator(ctx.app), 'Faridabad');
    const preview = parseBets(WHATSAPP_PASTE, { otherReadings: [8], gameNames: ['Faridabad'] });
    expect(preview.errors).toEqual([]);
    expect(preview.warnings).toEqual([]); // Total = 870 matches once line 8 is a range
    expect(preview.games).toEqual(['Faridabad']);

    const answer = await addPaste(op, WHATSAPP_PASTE, [8]);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ records: preview.entries.length, total_amount: 870 });

    const expected = addToSheet(preview.entries);
    const sheet = (await sheetOf(ctx.app, op)).body;
    for (let n = 0; n < 100; n += 1) {
      const label = String(n).padStart(2, '0');
      expect([label, cell(sheet, label)]).toEqual([label, (expected.jodi[n] ?? 0) / 100]);
    }
    expect(sheet.HarufBetNumbers.andar[3]).toBe(100);
    expect(sheet.updatedBetNumbers.total_amount).toBe(870);
  });

  it('an ambiguous line is not stored without the operator’s choice (issue 27)', async () => {
    const op = await withGame(await newOperator(ctx.app), 'Faridabad');
    const answer = await addPaste(op, WHATSAPP_PASTE);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({
      field: 'other_readings',
      message: 'Line 8 can be read two ways: choose a reading before saving',
    });
    expect((await sheetOf(ctx.app, op)).body.updatedBetNumbers.total_amount).toBe(0);
  });

  it('with the first reading kept (kept_readings), the digit cross is stored', async () => {
    const op = await withGame(await newOperator(ctx.app), 'Faridabad');
    const answer = await addPaste(op, WHATSAPP_PASTE, [], [8]);
    expect(answer.body.data).toMatchObject({ total_amount: 510 });
    const sheet = (await sheetOf(ctx.app, op)).body;
    expect(cell(sheet, '37')).toBe(10);
    expect(cell(sheet, '40')).toBe(0);
  });

  it('a switch on a line with only one reading is a 400 naming other_readings', async () => {
    const op = await newOperator(ctx.app);
    const answer = await addPaste(op, '12(10)\n36-79=10', [1]);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({
      field: 'other_readings',
      message: 'Line 1 has only one reading to choose',
    });
    const bad = await addPaste(op, '12(10)', ['one']);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toMatch(/^other_readings/);
    expect((await sheetOf(ctx.app, op)).body.updatedBetNumbers.total_amount).toBe(0);
  });

  it('kept_readings: a line with one reading, a line both kept and switched, bad values', async () => {
    const op = await newOperator(ctx.app);
    const single = await addPaste(op, '12(10)\n36-79=10', [], [1, 2]);
    expect(single.statusCode).toBe(400);
    expect(single.body).toMatchObject({
      field: 'kept_readings',
      message: 'Line 1 has only one reading to choose',
    });
    const both = await addPaste(op, '12(10)\n36-79=10', [2], [2]);
    expect(both.body).toMatchObject({
      field: 'kept_readings',
      message: 'Line 2 cannot keep both readings',
    });
    const bad = await addPaste(op, '12(10)', [], [0]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toMatch(/^kept_readings/);
    expect((await sheetOf(ctx.app, op)).body.updatedBetNumbers.total_amount).toBe(0);
  });

  it('the new forms of issue 27 are stored as read (23471=25=50 needs its choice)', async () => {
    const op = await newOperator(ctx.app);
    const text = '23471=25=50\n666_666(100)\n10-19(5)\nfamily 12 (10)';
    const refused = await addPaste(op, text);
    expect(refused.body).toMatchObject({ field: 'other_readings' });
    const stored = await addPaste(op, text, [], [1]);
    expect(stored.statusCode).toBe(200);
    // 10 x 50 + A.H 6 and B.H 6 at 100 + 10 x 5 + 8 x 10
    expect(stored.body.data).toEqual({ records: 5, total_amount: 500 + 200 + 50 + 80 });
    const sheet = (await sheetOf(ctx.app, op)).body;
    expect(cell(sheet, '25')).toBe(50);
    expect(sheet.HarufBetNumbers.andar[6]).toBe(100);
    expect(sheet.HarufBetNumbers.bahar[6]).toBe(100);
  });

  it('munda is refused with its reason, nothing stored', async () => {
    const op = await newOperator(ctx.app);
    const answer = await addPaste(op, '12(10)\nall munda into 50');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe('text');
    expect(answer.body.message).toMatch(/^Line 2: cannot read "munda" \(munda is not read/);
    expect((await sheetOf(ctx.app, op)).body.updatedBetNumbers.total_amount).toBe(0);
  });

  it('a foreign or missing token is 401', async () => {
    const answer = await post(
      ctx.app,
      'add-jantri-bets',
      { client_name: 'a', game_name: 'b', text: '12(10)' },
      'nope',
    );
    expect(answer.statusCode).toBe(401);
  });
});
