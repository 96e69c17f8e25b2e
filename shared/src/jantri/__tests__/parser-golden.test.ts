import {
  exampleLinesOf,
  GOLDEN_GAME_NAMES,
  goldenOutput,
  optionsOf,
  pasteDigest,
  storedGolden,
} from './golden/golden-data';

/**
 * The parser's golden outputs (issues 11 and 24), stored as data beside this test: every string
 * of the parser and bet-paste tests alone (whole output, key order and `undefined` keys
 * included) under four game name lists, every example line in one paste (plain and every line
 * switched), the 10,000-line bench paste and 1,500 seeded random pastes (as digests of the whole
 * output). An intended change of reading: run `golden/write-golden.ts` and check its list.
 */

const stored = storedGolden();
const examples = stored.examples!;
const pastes = stored.pastes!;
const lines = exampleLinesOf(examples);

describe('the parser gives its golden outputs', () => {
  it('has the stored cases', () => {
    expect(examples.length).toBeGreaterThan(500);
    expect(lines).toContain('36-79=10');
    expect(pastes.length).toBeGreaterThan(1500);
  });

  it('every example string alone, with no game names and with each list', () => {
    for (const example of examples) {
      expect(goldenOutput(example.text, {})).toBe(JSON.stringify(example.output));
      GOLDEN_GAME_NAMES.forEach((_names, i) => {
        const expected = example.withGameNames?.[String(i + 1)] ?? example.output;
        expect(goldenOutput(example.text, optionsOf({ gameNames: i + 1 }))).toBe(
          JSON.stringify(expected),
        );
      });
    }
  });

  it('every example line in one paste, the bench paste and the random pastes', () => {
    const differ = pastes.filter((p) => pasteDigest(p, lines) !== p.digest);
    expect(differ.map((p) => p.name)).toEqual([]);
  });
});
