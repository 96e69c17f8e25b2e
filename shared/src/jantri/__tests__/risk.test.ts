import fc from 'fast-check';
import { parseBets } from '../parser';
import { capCut, riskCells, riskOutcome } from '../risk';
import { addToSheet } from '../sheet';

const sheetOf = (text: string) => addToSheet(parseBets(text).entries);
const one = (text: string, passing_rate = 90) =>
  riskCells([{ sheet: sheetOf(text), passing_rate }]);

describe('riskOutcome', () => {
  it('pays jodi x rate plus both haruf rows x rate/10 against the whole collection', () => {
    // Played: 12=100, 34=50, A 1=100, B 2=100 (350). Number 12 pays 100 x 90 + (100 + 100) x 9.
    const risk = riskOutcome(one('12(100) 34(50)\nA 1(100)\nB 2(100)'));
    expect(risk.collection).toBe(35000);
    expect(risk.payout[12]).toBe(900000 + 180000);
    expect(risk.payout[34]).toBe(450000);
    expect(risk.payout[10]).toBe(90000); // andar 1 only
    expect(risk.payout[55]).toBe(0);
    expect(risk.loss[55]).toBe(-35000);
    expect(risk.worst).toEqual({ index: 12, payout: 1080000, loss: 1045000 });
  });

  it("uses each client's own rate (90 and 80 on the same number)", () => {
    const cells = riskCells([
      { sheet: sheetOf('12(100)'), passing_rate: 90 },
      { sheet: sheetOf('12(100)\nB 2(10)'), passing_rate: 80 },
    ]);
    const risk = riskOutcome(cells);
    expect(risk.payout[12]).toBe(900000 + 800000 + 8000);
    expect(risk.collection).toBe(21000);
  });

  it('a cut keeps min(amount, limit) of each cell and pays the kept part out', () => {
    const risk = riskOutcome(one('12(100) 34(50)\nA 1(100)'), 2000, 5000);
    expect(risk.collection).toBe(2000 + 2000 + 5000);
    expect(risk.payout[12]).toBe(2000 * 90 + 5000 * 9);
  });
});

describe('capCut', () => {
  it('12=100, 34=50 at rate 90, cap 1000: cut at 11 (loss 88 x 11 = 968; at 12 it would be 1056)', () => {
    const result = capCut(one('12(100) 34(50)'), 100000, null);
    expect(result).toMatchObject({ needed: true, reachable: true, cutNumPaise: 1100 });
    expect(result.after.worst.loss).toBe(96800);
    expect(riskOutcome(one('12(100) 34(50)'), 1200).worst.loss).toBe(105600);
  });

  it('no cut is needed when the worst loss is already within the cap', () => {
    expect(capCut(one('12(10)'), 100000, null)).toMatchObject({ needed: false, cutNumPaise: null });
  });

  it('unreachable when the uncut haruf alone loses more than the cap', () => {
    const result = capCut(one('12(10)\nA 1(1000)'), 10000, null);
    expect(result).toMatchObject({ needed: true, reachable: false, cutNumPaise: 0 });
    // With a haruf limit of 10 it is reachable again.
    expect(capCut(one('12(10)\nA 1(1000)'), 10000, 1000)).toMatchObject({ reachable: true });
  });

  it('property: the limit found is the highest whole rupee within the cap (brute force)', () => {
    const cell = fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 300 }));
    const input = fc.record({
      jodi: fc.array(cell, { minLength: 100, maxLength: 100 }),
      andar: fc.array(cell, { minLength: 10, maxLength: 10 }),
      rate: fc.constantFrom(90, 95, 80.5),
      cap: fc.integer({ min: 0, max: 20000 }),
      hrf: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
    });
    fc.assert(
      fc.property(input, ({ jodi, andar, rate, cap, hrf }) => {
        const sheet = {
          jodi: jodi.map((r) => r * 100),
          andar: andar.map((r) => r * 100),
          bahar: Array(10).fill(0) as number[],
        };
        const cells = riskCells([{ sheet, passing_rate: rate }]);
        const hrfPaise = hrf === null ? null : hrf * 100;
        const result = capCut(cells, cap * 100, hrfPaise);
        const within = (limit: number | null) =>
          riskOutcome(cells, limit, hrfPaise).worst.loss <= cap * 100;
        if (!result.needed) return expect(within(null)).toBe(true);
        let best: number | null = null;
        for (let rupees = Math.max(...jodi); rupees >= 0 && best === null; rupees--) {
          if (within(rupees * 100)) best = rupees * 100;
        }
        if (!result.reachable) return expect(best).toBeNull();
        expect(result.cutNumPaise).toBe(best);
      }),
      { numRuns: 150 },
    );
  });
});
