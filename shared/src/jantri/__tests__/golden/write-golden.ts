import fc from 'fast-check';
import { exampleStrings, pasteArbitrary } from './corpus';
import {
  EXAMPLES_FILE,
  exampleLinesOf,
  GOLDEN_GAME_NAMES,
  goldenOutput,
  optionsOf,
  PASTES_FILE,
  pasteDigest,
  pasteText,
  storedGolden,
  summaryOf,
  writeJsonLines,
  type ExampleCase,
  type PasteCase,
  type StoredOptions,
} from './golden-data';

/**
 * Writes the parser's golden files from the parser as it is now (issue 24):
 *   npx tsx shared/src/jantri/__tests__/golden/write-golden.ts
 * The inputs are kept: the examples and random pastes already stored are read back, so only
 * outputs change, and every case whose output changed is listed (name them in the commit). The
 * first run (no files yet) takes the inputs from the strings of the existing tests
 * (corpus.ts) and 1,500 seeded random pastes of their lines. `--add-examples <label>` adds the
 * test strings not stored yet (new forms), marked with the label and kept out of the pastes.
 */

const { examples: storedExamples, pastes: storedPastes } = storedGolden();
const changed: string[] = [];

const addAt = process.argv.indexOf('--add-examples');
const label = addAt >= 0 ? (process.argv[addAt + 1] ?? 'added') : null;
const exampleInputs: Pick<ExampleCase, 'text' | 'added'>[] =
  storedExamples?.map((e) => (e.added ? { text: e.text, added: e.added } : { text: e.text })) ??
  exampleStrings().map((text) => ({ text }));
if (storedExamples && label) {
  const known = new Set(exampleInputs.map((e) => e.text));
  for (const text of exampleStrings()) {
    if (!known.has(text)) exampleInputs.push({ text, added: label });
  }
}
const examples: ExampleCase[] = exampleInputs.map(({ text, added }) => {
  const output = JSON.parse(goldenOutput(text, {})) as unknown;
  const withGameNames: Record<string, unknown> = {};
  GOLDEN_GAME_NAMES.forEach((_names, i) => {
    const named = goldenOutput(text, optionsOf({ gameNames: i + 1 }));
    if (named !== JSON.stringify(output)) withGameNames[String(i + 1)] = JSON.parse(named);
  });
  const made: ExampleCase = {
    text,
    ...(added ? { added } : {}),
    output,
    ...(Object.keys(withGameNames).length > 0 ? { withGameNames } : {}),
  };
  const before = storedExamples?.find((e) => e.text === text);
  if (before && JSON.stringify(before) !== JSON.stringify(made)) {
    changed.push(`example ${JSON.stringify(text)}`);
  }
  return made;
});

const lines = exampleLinesOf(examples);

function firstPastes(): Omit<PasteCase, 'digest' | 'summary'>[] {
  const fixed: Omit<PasteCase, 'digest' | 'summary'>[] = [];
  for (let names = 0; names <= GOLDEN_GAME_NAMES.length; names += 1) {
    const gameNames = names === 0 ? {} : { gameNames: names };
    fixed.push({
      name: `every example line, game names ${names}`,
      text: 'all-examples',
      options: gameNames,
    });
    fixed.push({
      name: `every example line switched, game names ${names}`,
      text: 'all-examples',
      options: { ...gameNames, otherReadings: lines.map((_, i) => i + 1) },
    });
  }
  fixed.push({ name: 'bench paste', text: 'bench', options: {} });
  fixed.push({
    name: 'bench paste, every third line switched, game names 1',
    text: 'bench',
    options: { gameNames: 1, otherReadings: Array.from({ length: 3_334 }, (_, i) => i * 3 + 1) },
  });
  const options = fc.record({
    gameNames: fc.integer({ min: 0, max: GOLDEN_GAME_NAMES.length }),
    otherReadings: fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 8 }),
  });
  const random = fc.sample(fc.tuple(pasteArbitrary(lines), options), { seed: 11, numRuns: 1500 });
  random.forEach(([text, o], i) => {
    const stored: StoredOptions = {
      ...(o.gameNames > 0 ? { gameNames: o.gameNames } : {}),
      ...(o.otherReadings.length > 0 ? { otherReadings: o.otherReadings } : {}),
    };
    fixed.push({ name: `random paste ${i + 1}`, text, options: stored });
  });
  return fixed;
}

const inputs: (Omit<PasteCase, 'digest' | 'summary'> & Partial<PasteCase>)[] =
  storedPastes ?? firstPastes();
const pastes: PasteCase[] = inputs.map((p) => {
  const made: PasteCase = {
    name: p.name,
    text: p.text,
    options: p.options,
    digest: pasteDigest(p, lines),
    summary: summaryOf(pasteText(p.text, lines), optionsOf(p.options)),
  };
  if (p.digest && p.digest !== made.digest) {
    changed.push(`${p.name}: ${p.summary} -> ${made.summary}`);
  }
  return made;
});

writeJsonLines(EXAMPLES_FILE, examples);
writeJsonLines(PASTES_FILE, pastes);
console.log(
  `${examples.length} examples, ${pastes.length} pastes written; ${changed.length} changed` +
    changed.map((c) => `\n  ${c}`).join(''),
);
