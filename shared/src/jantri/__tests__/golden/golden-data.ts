import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineBets, parseBets, type ParseOptions } from '../../parser';
import { makePaste } from '../fixtures/mixed-paste';
import { snapshotOf } from './corpus';

/**
 * The parser's golden outputs as data (issue 24): inputs and the parser's whole output stored as
 * JSON beside the tests, written once by `write-golden.ts` from the parser of that commit, and
 * compared by `parser-golden.test.ts`. An intended change of reading is made by running the
 * writer again, which lists every case whose output changed (the diff of the JSON shows how).
 */

export const EXAMPLES_FILE = join(__dirname, 'examples.json');
export const PASTES_FILE = join(__dirname, 'pastes.json');

/** Game name lists as the server passes them; `options.gameNames` of a case is an index here. */
export const GOLDEN_GAME_NAMES: NonNullable<ParseOptions['gameNames']>[] = [
  ['Gali', 'Disawar', 'Faridabad'],
  ['Kalyan Night', 'GHAZIABAD', { name: 'Shri Ganesh', shortName: 'SG' }],
  [{ name: 'Milan Day', shortName: 'md' }, { name: 'Delhi Bazar' }, 'Time Bazar'],
];

/** Options as stored: a game name list by its index (1-3; absent: none) and switched lines. */
export interface StoredOptions {
  gameNames?: number;
  otherReadings?: number[];
}

export function optionsOf(stored: StoredOptions): ParseOptions {
  const gameNames = stored.gameNames ? GOLDEN_GAME_NAMES[stored.gameNames - 1] : undefined;
  return {
    ...(gameNames ? { gameNames } : {}),
    ...(stored.otherReadings ? { otherReadings: stored.otherReadings } : {}),
  };
}

/** One example string alone: its whole output with no game names, and where names change it. */
export interface ExampleCase {
  text: string;
  /** Added after the first write (`--add-examples`, e.g. "issue 27"): kept out of the pastes. */
  added?: string;
  output: unknown;
  /** Outputs under game name list i (1-3) that differ from `output`. */
  withGameNames?: Record<string, unknown>;
}

/** A long paste: its output as a digest (the whole output would be megabytes) and a summary. */
export interface PasteCase {
  name: string;
  /** The paste, or how to rebuild it (`bench`: makePaste(); `all-examples`: every line). */
  text: string;
  options: StoredOptions;
  digest: string;
  summary: string;
}

/** The parser's whole output for the golden files: the result and the preview's per-line bets. */
export function goldenOutput(text: string, options: ParseOptions): string {
  const result = parseBets(text, options);
  return snapshotOf({ result, bets: result.lines.map((line) => lineBets(result, line)) });
}

function digestOf(snapshot: string): string {
  return createHash('sha256').update(snapshot).digest('hex');
}

/** Counts a reader can compare at a glance when a digest changes. */
export function summaryOf(text: string, options: ParseOptions): string {
  const r = parseBets(text, options);
  const checks = r.lines.filter((line) => line.check).length;
  return `${r.lines.length} lines, ${r.entries.length} records, ${r.totalPaise} paise, ${r.errors.length} refused, ${checks} check`;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** The golden files as stored (null before the first write-golden run). */
export function storedGolden() {
  return {
    examples: readJson<ExampleCase[]>(EXAMPLES_FILE),
    pastes: readJson<PasteCase[]>(PASTES_FILE),
  };
}

/** One case a line, so a changed reading is a one-line diff. */
export function writeJsonLines(file: string, rows: unknown[]): void {
  writeFileSync(file, `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
}

/** A stored paste's text: `bench` is the bench paste, `all-examples` every example line. */
export function pasteText(text: string, exampleLines: string[]): string {
  if (text === 'bench') return makePaste();
  if (text === 'all-examples') return exampleLines.join('\n');
  return text;
}

/** The digest of a paste's whole output as the parser reads it now (compare with its `digest`). */
export function pasteDigest(paste: Pick<PasteCase, 'text' | 'options'>, exampleLines: string[]) {
  return digestOf(goldenOutput(pasteText(paste.text, exampleLines), optionsOf(paste.options)));
}

/** Every distinct line of the first stored examples, in first-seen order (the pastes' lines). */
export function exampleLinesOf(examples: ExampleCase[]): string[] {
  const first = examples.filter((e) => !e.added);
  return [...new Set(first.flatMap((e) => e.text.split(/\r?\n/)))];
}
