import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';

/**
 * Where the inputs of the parser's golden files came from (issues 11 and 24): every string
 * written in the parser's and the bet paste's tests, and random pastes built from their lines,
 * their pieces and loose characters. `write-golden.ts` reads them on its first run only; after
 * that the inputs stored in the JSON are kept.
 */

const ROOT = join(__dirname, '../../../../..');

const EXAMPLE_FILES = [
  'shared/src/jantri/__tests__/parser.test.ts',
  'shared/src/jantri/__tests__/parser-forms.test.ts',
  'shared/src/jantri/__tests__/parser-lines.test.ts',
  'shared/src/jantri/__tests__/parser-property.test.ts',
  'shared/src/jantri/__tests__/parser-forms-property.test.ts',
  'shared/src/jantri/__tests__/parser-written-groups.test.ts',
  'shared/src/jantri/__tests__/cutting-options.test.ts',
  'shared/src/jantri/__tests__/risk.test.ts',
  'shared/src/jantri/__tests__/settlement.test.ts',
  'server/test/routes/jantri-ledger/bet-paste.test.ts',
  'server/test/routes/jantri-ledger/bet-paste-limits.test.ts',
  'server/test/routes/jantri-ledger/bets.test.ts',
  'server/test/routes/jantri-ledger/bet-history-records.test.ts',
  'e2e/tests/bet-paste.spec.ts',
];

/** Every string literal (and every literal part of a template) of the example files. */
export function exampleStrings(): string[] {
  const found = new Set<string>();
  for (const file of EXAMPLE_FILES) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const visit = (node: ts.Node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        if (node.text.trim()) found.add(node.text);
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return [...found];
}

// Loose pieces: every separator, marker and keyword spelling the tokenizer knows, and some it
// does not (junk, other scripts, an emoji), so odd lines are compared too.
const PIECES = [
  ...'0123456789 ,.=*()@-#;:+/_|"\'x×–—\t\u00a0'.split(''),
  ...['१२', '४५', '😀', 'é', 'Rs', 'rs.', 'into', 'in to', 'palat', 'plt', 'पलट', 'अंदर', 'बाहर'],
  ...['crossing', 'cr', 'joda cut', 'jodi cut', 'bina joda', 'all joda', 'batta', 'ladi', 'to'],
  ...['se', 'ghar', 'gar', 'A', 'B', 'a.h', 'B.H.', 'a+b', 'a/b', 'andar', 'bahar', 'both'],
  ...['total', 'Total =', 'ttl', 'कुल', '/-', 'FB', 'gb', 'Gali', 'delhi bazar', 'kalyan night'],
  ...['[12:30 pm, 28/09/2026] Ravi: ', '28/09/26, 12:30 - Ravi: ', '<Media omitted>', 'KN='],
];

/** A random paste: lines of the examples, lines of their pieces, and lines of loose pieces. */
export function pasteArbitrary(lines: string[]): fc.Arbitrary<string> {
  const words = [...new Set(lines.flatMap((l) => l.split(/\s+/)).filter(Boolean))];
  const exampleLine = fc.constantFrom(...lines);
  const mixedLine = fc
    .array(fc.oneof(fc.constantFrom(...words), fc.constantFrom(...PIECES)), { maxLength: 8 })
    .chain((parts) =>
      fc
        .array(fc.constantFrom(' ', '', ',', '  '), {
          minLength: parts.length,
          maxLength: parts.length,
        })
        .map((gaps) => parts.map((p, i) => p + gaps[i]).join('')),
    );
  const line = fc.oneof(
    { arbitrary: exampleLine, weight: 4 },
    { arbitrary: mixedLine, weight: 3 },
    { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
  );
  return fc
    .tuple(fc.array(line, { minLength: 1, maxLength: 25 }), fc.constantFrom('\n', '\r\n'))
    .map(([picked, newline]) => picked.join(newline));
}

/** JSON of a parse result that keeps keys set to `undefined` (an extra key is a difference). */
export function snapshotOf(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v === undefined ? '<undefined>' : v));
}
