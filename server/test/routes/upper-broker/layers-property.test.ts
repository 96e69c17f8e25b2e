import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { TODAY, declare, layer, newOperator, saveUpper, sendPass, decide } from './upper-helpers';

// Issue 27's property, through the real calls and the stored rows: for random books passed up
// and accepted, the lower's net and the upper's net add up to what the clients' hisab rows
// settled, and (with no lc and no patti) to what the clients played less what they won, to the
// paisa. Few runs: each run signs up two operators and declares two results.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const cell = fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 50_000 }));
const pct = fc.integer({ min: 0, max: 2000 }).map((n) => n / 100);
const input = fc.record({
  jodi: fc.array(cell, { minLength: 1, maxLength: 12 }),
  andar: fc.array(
    cell.map(([n, p]) => [n % 10, p] as const),
    { maxLength: 3 },
  ),
  ratio: fc.integer({ min: 1, max: 100 }),
  result: fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')),
  plain: fc.boolean(),
  clientTerms: fc.record({ lc: pct, patti: pct }),
  upperTerms: fc.record({ lc: pct, patti: pct, basis: fc.constantFrom('loss', 'total') }),
});

const cents = (rupees: number) => Math.round(rupees * 100);
type Row = { total_kaam: number; jodi_ps: number; hrf_ps: number; profit_loss: number };

it('the two layers add up to the clients, to the paisa', async () => {
  await fc.assert(
    fc.asyncProperty(input, async (i) => {
      const terms = i.plain ? { lc: 0, patti: 0 } : i.clientTerms;
      const lower = await newOperator(ctx.app, terms);
      const upper = await newOperator(ctx.app, terms);
      const text = [
        ...i.jodi.map(([n, p]) => `${String(n).padStart(2, '0')}(${(p / 100).toFixed(2)})`),
        ...i.andar.map(([d, p]) => `A ${d}(${(p / 100).toFixed(2)})`),
      ].join('\n');
      const added = await post(
        ctx.app,
        'add-jantri-bets',
        { client_name: lower.client, game_name: lower.game, text },
        lower.token,
      );
      expect(added.statusCode).toBe(200);
      const book = {
        details: Array(100).fill(0),
        andar: Array(10).fill(0),
        bahar: Array(10).fill(0),
      };
      for (const [n, p] of i.jodi) book.details[n] += p;
      for (const [d, p] of i.andar) book.andar[d] += p;
      const part = (cells: number[]) => cells.map((p) => Math.floor((p * i.ratio) / 100) / 100);
      const cut = { details: part(book.details), andar: part(book.andar), bahar: part(book.bahar) };
      const upperTerms = i.plain
        ? { lc: 0, patti: 0 }
        : { lc: i.upperTerms.lc, patti: i.upperTerms.patti, commission_basis: i.upperTerms.basis };
      const upperId = await saveUpper(ctx.app, lower, upper, upperTerms);
      const sent = await sendPass(ctx.app, lower, upperId, cut);
      if (sent.statusCode === 400) return; // a ratio that passes nothing
      expect((await decide(ctx.app, upper, sent.body.data._id, 'accept')).statusCode).toBe(200);
      await declare(ctx.app, lower, i.result);
      await declare(ctx.app, upper, i.result);
      const rows = await post<{ data: { hisab_kitab: Row[] } }>(
        ctx.app,
        'get-jantri-hisabKitab',
        { client_name: lower.client, date: TODAY },
        lower.token,
      );
      const clients = rows.body.data.hisab_kitab;
      const mine = (await layer(ctx.app, lower)).body.data.games[0]!;
      const his = (await layer(ctx.app, upper)).body.data.games[0]!;
      const both = cents(mine.net) + cents(his.net);
      expect(both).toBe(clients.reduce((a, r) => a + cents(r.profit_loss), 0));
      expect(cents(mine.kept_kaam) + cents(his.clients_kaam)).toBe(cents(mine.clients_kaam));
      if (i.plain) {
        const played = clients.reduce((a, r) => a + cents(r.total_kaam), 0);
        const won = clients.reduce(
          (a, r) => a + Math.round(cents(r.jodi_ps) * 90 + cents(r.hrf_ps) * 9),
          0,
        );
        expect(both).toBe(played - won);
      }
    }),
    { numRuns: 8 },
  );
});
