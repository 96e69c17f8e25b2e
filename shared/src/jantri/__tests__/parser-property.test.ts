import fc from 'fast-check';
import { parseBets } from '../parser';
import { addToSheet, sheetTotals } from '../sheet';

const jodi = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
const amount = fc.integer({ min: 1, max: 100000 }).map((paise) => (paise / 100).toFixed(2));
const marker = fc.constantFrom('(#)', '=#', '*#', 'x#', '@#', ' into #');
const listGroup = fc
  .tuple(
    fc.array(jodi, { minLength: 1, maxLength: 8 }),
    fc.constantFrom(',', ' ', '.'),
    marker,
    amount,
    fc.boolean(),
  )
  .map(
    ([nums, sep, mark, amt, palat]) =>
      `${nums.join(sep)}${mark.replace('#', amt)}${palat ? ' palat' : ''}`,
  );
const hrufGroup = fc
  .tuple(
    fc.constantFrom('A', 'B', 'andar', 'bahar', 'booth'),
    fc.integer({ min: 0, max: 9 }),
    amount,
  )
  .map(([word, digit, amt]) => `${word} ${digit}(${amt})`);
const crossingGroup = fc
  // At least two different digits, so even with joda cut there is a jodi to bet on.
  .tuple(
    fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 5 }),
    fc.boolean(),
    amount,
  )
  .map(([digits, cut, amt]) => `crossing ${digits.join('')}${cut ? ' joda cut' : ''} (${amt})`);
const ladiGroup = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 20 }), amount)
  .map(([from, span, amt]) => `${from}-${Math.min(99, from + span)}(${amt})`);
const line = fc
  .array(fc.oneof(listGroup, hrufGroup, crossingGroup, ladiGroup), { minLength: 1, maxLength: 3 })
  .map((groups) => groups.join(' '));

describe('parseBets property', () => {
  it('the parsed total equals the sum of the grid, and every generated line reads', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
        const result = parseBets(lines.join('\n'));
        expect(result.errors).toEqual([]);
        const sheet = addToSheet(
          result.entries.map((e) => ({
            bet_type: e.bet_type,
            hruf_type: e.hruf_type,
            amounts: e.amounts,
          })),
        );
        expect(sheetTotals(sheet).totalPaise).toBe(result.totalPaise);
        const entrySum = result.entries.reduce(
          (sum, e) => sum + Object.values(e.amounts).reduce((a, b) => a + b, 0),
          0,
        );
        expect(entrySum).toBe(result.totalPaise);
      }),
      { numRuns: 300 },
    );
  });
});
