import fc from 'fast-check';
import { lineBets, parseBets, type ParseOptions } from '../parser';
import { parseBets as referenceParse, lineBets as referenceLineBets } from './reference/parser';
import {
  exampleStrings,
  GAME_NAME_SETS,
  optionsArbitrary,
  pasteArbitrary,
  snapshotOf,
} from './golden/corpus';
import { makePaste } from './fixtures/mixed-paste';

/**
 * Issue 11: the parser was made faster, not different. Every input gives byte for byte the
 * output of the frozen copy in `reference/` (the parser before the speed work): entries, line
 * readings, rules, other readings, errors, warnings, games and line numbers.
 */

function expectSame(text: string, options: ParseOptions) {
  const fast = parseBets(text, options);
  const reference = referenceParse(text, options);
  expect(snapshotOf(fast)).toBe(snapshotOf(reference));
  // The preview's per-line bets read the entries back: compare them too.
  const bets = fast.lines.map((l) => lineBets(fast, l));
  const referenceBets = reference.lines.map((l) => referenceLineBets(reference, l));
  expect(snapshotOf(bets)).toBe(snapshotOf(referenceBets));
}

const examples = exampleStrings();
const exampleLines = [...new Set(examples.flatMap((e) => e.split(/\r?\n/)))];

describe('the parser gives the output of the frozen reference parser', () => {
  it('finds the examples of the existing tests', () => {
    expect(examples.length).toBeGreaterThan(200);
    expect(exampleLines).toContain('36-79=10');
  });

  it.each(GAME_NAME_SETS.map((gameNames, i) => [i, gameNames] as const))(
    'every example string alone and in one paste (game names %i)',
    (_i, gameNames) => {
      const options = gameNames ? { gameNames } : {};
      for (const text of examples) expectSame(text, options);
      const all = exampleLines.join('\n');
      expectSame(all, options);
      // Every line switched to its other reading.
      expectSame(all, { ...options, otherReadings: exampleLines.map((_, i) => i + 1) });
    },
  );

  it('the bench paste (10,000 lines), with and without switched lines', () => {
    const paste = makePaste();
    expectSame(paste, {});
    const everyThird = Array.from({ length: 3_334 }, (_, i) => i * 3 + 1);
    expectSame(paste, { otherReadings: everyThird, gameNames: GAME_NAME_SETS[1] });
  });

  it('random pastes of example lines, their pieces and loose characters', () => {
    fc.assert(
      fc.property(pasteArbitrary(exampleLines), optionsArbitrary(), (text, options) => {
        expectSame(text, options);
      }),
      { numRuns: 1500 },
    );
  });
});
