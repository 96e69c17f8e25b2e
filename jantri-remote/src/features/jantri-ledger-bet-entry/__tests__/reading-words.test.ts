import fs from 'node:fs';
import path from 'node:path';
import { betEntryT } from '../i18n';
import { wordNote, wordRule } from '../reading-words';
import type { BetEntryT } from '../i18n';

// The parser's golden outputs (shared/src/jantri/__tests__/golden): every rule and note the
// parser writes there is worded in Hindi, leaving only the operator's own tokens in Latin letters.
const golden = fs.readFileSync(
  path.join(__dirname, '../../../../../shared/src/jantri/__tests__/golden/examples.json'),
  'utf8',
);
const texts = (field: string) => [
  ...new Set([...golden.matchAll(new RegExp(`"${field}":"([^"]+)"`, 'g'))].map((m) => m[1]!)),
];

const hi: BetEntryT = (key, values) => betEntryT('hi', key, values);

// Tokens the operator writes himself (markers), kept as he writes them.
const KEPT = /\b(?:into|rs|x|joda)\b/g;

beforeAll(async () => {
  const { switchLanguage } = await import('@bgmi/shared/i18n');
  await switchLanguage('hi');
});

test('every golden rule is worded in Hindi', () => {
  const rules = texts('rule');
  expect(rules.length).toBeGreaterThan(20);
  for (const rule of rules) {
    expect({ rule, worded: wordRule(hi, rule).replace(KEPT, '') }).not.toEqual(
      expect.objectContaining({ worded: expect.stringMatching(/[a-z]{2,}/) }),
    );
  }
});

test('every golden note is worded in Hindi', () => {
  const notes = [...texts('note'), ...texts('message')].map((note) =>
    note.replace(/^Line \d+: /, ''),
  );
  expect(notes.length).toBeGreaterThan(10);
  for (const note of notes) {
    expect({ note, worded: wordNote(hi, note).replace(KEPT, '') }).not.toEqual(
      expect.objectContaining({ worded: expect.stringMatching(/[a-z]{3,}/) }),
    );
  }
});
