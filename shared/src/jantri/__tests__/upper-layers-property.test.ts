import fc from 'fast-check';
import { settleSheet, type ClientTerms } from '../settlement';
import { sheetTotals, type Sheet } from '../sheet';
import { settleLayer, sumSheets } from '../upper-layers';

// Issue 27: for random books, the lower's hisab and the upper's hisab of what was passed to him
// add up to what the clients' sheets settled into; with no commission and no patti anywhere,
// to what the clients played less what they won, to the paisa.

const paise = fc.integer({ min: 0, max: 50_000 });
const sheetArb = fc.record({
  jodi: fc.array(fc.oneof(fc.constant(0), paise), { minLength: 100, maxLength: 100 }),
  andar: fc.array(fc.oneof(fc.constant(0), paise), { minLength: 10, maxLength: 10 }),
  bahar: fc.array(fc.oneof(fc.constant(0), paise), { minLength: 10, maxLength: 10 }),
});
const termsArb = (plain: boolean): fc.Arbitrary<ClientTerms> =>
  fc.record({
    passing_rate: fc.integer({ min: 80, max: 100 }),
    lc: plain ? fc.constant(0) : fc.integer({ min: 0, max: 1500 }).map((n) => n / 100),
    patti: plain ? fc.constant(0) : fc.integer({ min: 0, max: 3000 }).map((n) => n / 100),
    commission_basis: fc.constantFrom('loss' as const, 'total' as const),
  });

/** A part of the combined book (each cell a fraction of it), as a cutting would pass up. */
const share = (book: Sheet, ratios: number[]): Sheet => {
  const part = (cells: number[], offset: number) =>
    cells.map((p, i) => Math.floor((p * (ratios[(i + offset) % ratios.length] ?? 0)) / 100));
  return { jodi: part(book.jodi, 0), andar: part(book.andar, 3), bahar: part(book.bahar, 7) };
};

function layers(plain: boolean): fc.Arbitrary<Input> {
  return fc.record({
    clients: fc.array(fc.record({ sheet: sheetArb, terms: termsArb(plain) }), {
      minLength: 1,
      maxLength: 4,
    }),
    upperTerms: termsArb(plain),
    ratios: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 7 }),
    passes: fc.integer({ min: 1, max: 3 }),
    result: fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')),
  });
}

/** Both layers: the lower's hisab, and the upper's row of the client standing for the lower. */
interface Input {
  clients: { sheet: Sheet; terms: ClientTerms }[];
  upperTerms: ClientTerms;
  ratios: number[];
  passes: number;
  result: string;
}

function settleBoth(input: Input) {
  const book = sumSheets(input.clients.map((c) => c.sheet));
  const passed = share(book, input.ratios);
  // The passed sheet goes up in `passes` pieces (the last takes the remainder).
  const pieces: Sheet[] = [];
  let left = passed;
  for (let n = input.passes; n > 1; n -= 1) {
    const piece = share(left, [50]);
    pieces.push(piece);
    left = sumSheets([
      left,
      {
        jodi: piece.jodi.map((p) => -p),
        andar: piece.andar.map((p) => -p),
        bahar: piece.bahar.map((p) => -p),
      },
    ]);
  }
  pieces.push(left);
  const lower = settleLayer(
    input.clients,
    pieces.map((sheet) => ({ upperKey: 'up', terms: input.upperTerms, sheet })),
    input.result,
  )!;
  // The upper's book holds the pieces as one client's bets, settled on the same terms.
  const upperRow = settleSheet(sumSheets(pieces), input.upperTerms, input.result)!;
  return { lower, upperRow, passed };
}

describe('settleLayer: the two layers add up', () => {
  it('lower net + upper row = the clients settled, and kept + passed = played', () => {
    fc.assert(
      fc.property(layers(false), (input) => {
        const { lower, upperRow, passed } = settleBoth(input);
        const clientsPl = lower.clients.reduce((a, s) => a + s.profit_loss, 0);
        expect(lower.net + upperRow.profit_loss).toBe(clientsPl);
        expect(lower.keptKaam + lower.passedKaam).toBe(lower.clientsKaam);
        expect(lower.passedKaam).toBe(sheetTotals(passed).totalPaise);
        expect(upperRow.total_kaam).toBe(lower.passedKaam);
      }),
      { numRuns: 300 },
    );
  });

  it('with no lc and no patti: the two nets sum to what the clients played less what they won', () => {
    fc.assert(
      fc.property(layers(true), (input) => {
        const { lower, upperRow } = settleBoth(input);
        const played = lower.clients.reduce((a, s) => a + s.total_kaam, 0);
        const won = lower.clients.reduce((a, s) => a + s.win, 0);
        expect(lower.net + upperRow.profit_loss).toBe(played - won);
      }),
      { numRuns: 300 },
    );
  });
});
