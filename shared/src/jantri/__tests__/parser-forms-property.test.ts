import fc from 'fast-check';
import { JODI_LABELS, rupeeText } from '../numbers';
import { parseBets } from '../parser';
import { addToSheet, sheetTotals } from '../sheet';

const sheetOf = (text: string, gameNames?: string[]) => {
  const result = parseBets(text, gameNames ? { gameNames } : {});
  expect(result.errors).toEqual([]);
  return { result, sheet: addToSheet(result.entries) };
};

const jodi = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
const rupees = fc.integer({ min: 1, max: 50000 }).map((paise) => rupeeText(paise));
const digits = fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 6 });

// One bet line in any of the new forms, with an amount.
const betLine = fc.oneof(
  fc
    .tuple(
      fc.array(jodi, { minLength: 1, maxLength: 6 }),
      fc.constantFrom('=', '*', ' into ', '@', ' x '),
      rupees,
    )
    .map(([nums, mark, amt]) => `${nums.join(' ')}${mark}${amt}`),
  fc
    .tuple(fc.array(jodi, { minLength: 1, maxLength: 4 }), rupees)
    .map(([n, a]) => `${n.join(',')},,${a}`),
  fc
    .tuple(digits, fc.boolean(), rupees)
    .map(([d, cut, a]) => `${d.join('')} cr${cut ? ' jc' : ''} (${a})`),
  fc
    .tuple(digits, fc.boolean(), fc.integer({ min: 1, max: 500 }))
    .map(
      ([d, doubles, a]) => `${d.join('')}=${d.length * (doubles ? d.length : d.length - 1)}=${a}`,
    ),
  fc.tuple(jodi, jodi, rupees).map(([a, b, amt]) => `${a}-${b}=${amt}`),
  fc
    .tuple(
      fc.constantFrom('A', 'B', 'bahar', 'andar', 'both'),
      fc.integer({ min: 0, max: 999 }),
      rupees,
    )
    .map(([w, d, a]) => (d % 2 ? `${w} ${d} (${a})` : `${d} ${w} = ${a}`)),
  fc.tuple(fc.integer({ min: 1000, max: 99999999 }), rupees).map(([run, a]) => `${run} into ${a}`),
  fc.constant('palat'),
);

describe('parser properties', () => {
  it('the parsed total equals the grid sum, for every mix of forms and switches', () => {
    fc.assert(
      fc.property(
        fc.array(betLine, { minLength: 1, maxLength: 15 }),
        fc.array(fc.integer({ min: 1, max: 15 })),
        (lines, switched) => {
          const text = ['FB', ...lines].join('\n');
          const result = parseBets(text, { otherReadings: switched });
          // Only a palat with no bet line before it, or a run of one repeated digit, is refused.
          for (const refused of result.lines.filter((l) => l.status === 'error')) {
            expect(refused.text === 'palat' || /^(\d)\1+ into/.test(refused.text)).toBe(true);
          }
          const readable = result.lines.filter((l) => l.status !== 'error');
          const sheet = addToSheet(result.entries);
          expect(sheetTotals(sheet).totalPaise).toBe(result.totalPaise);
          const lineSum = readable.reduce(
            (sum, l) => sum + (l.status === 'total' ? 0 : l.totalPaise),
            0,
          );
          expect(lineSum).toBe(result.totalPaise);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('palat on a crossing changes nothing (inline or as the next line)', () => {
    fc.assert(
      fc.property(digits, fc.boolean(), rupees, (d, cut, amount) => {
        const plain = `crossing ${d.join('')}${cut ? ' jc' : ''} (${amount})`;
        const base = sheetOf(plain).sheet;
        expect(
          sheetOf(`crossing ${d.join('')}${cut ? ' jc' : ''} palat (${amount})`).sheet,
        ).toEqual(base);
        expect(sheetOf(`${plain}\npalat`).sheet).toEqual(base);
      }),
    );
  });

  it('a sheet (game line, NN=amount ascending, Total = N) parses back to the same amounts', () => {
    const cells = fc.array(fc.integer({ min: 0, max: 500000 }), { minLength: 100, maxLength: 100 });
    fc.assert(
      fc.property(
        cells,
        fc.constantFrom('Kalyan Night', 'FB', 'Shri Ganesh', 'Game 7'),
        (paise, game) => {
          const jodi = paise.map((p) => (p % 3 === 0 ? 0 : p));
          const lines = jodi.flatMap((p, i) =>
            p > 0 ? [`${JODI_LABELS[i]}=${rupeeText(p)}`] : [],
          );
          const total = jodi.reduce((a, b) => a + b, 0);
          const text = [game, ...lines, `Total = ${rupeeText(total)}`].join('\n');
          const { result, sheet } = sheetOf(text, [game]);
          expect(sheet.jodi).toEqual(jodi);
          expect(result.warnings).toEqual([]);
          expect(result.games).toEqual([game]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
