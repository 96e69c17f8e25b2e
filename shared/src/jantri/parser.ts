import { jodiIndex, rupeeText } from './numbers';
import { cellCount } from './parse-ambiguity';
import { describeEntry, palatOf, toEntries } from './parse-entries';
import { readBetLine, type LineOutcome } from './parse-line';
import {
  cutGameName,
  gameNames,
  readHeader,
  readTotalLine,
  stripWhatsApp,
  type GameNameInput,
} from './parse-noise';
import { normaliseText, rewritePhrases, tokenize } from './parse-tokens';
import type { HeadResult, ParsedEntry } from './parser-types';

export type { BetType, HrufType, ParsedEntry } from './parser-types';

export interface ParseError {
  line: number;
  part: string;
  message: string;
}

export interface ParseWarning {
  line: number;
  message: string;
}

/** bets: read; carried: numbers that took a later line's amount; noise: not a bet. */
export type LineStatus = 'bets' | 'carried' | 'noise' | 'total' | 'error';

/** What the preview shows for one pasted line. */
export interface LineReading {
  line: number;
  text: string;
  status: LineStatus;
  /** How it was read (rule names), or why it is noise. */
  rule: string;
  /** The line's bet records: `entries.slice(firstEntry, firstEntry + entryCount)` (see lineBets). */
  firstEntry: number;
  entryCount: number;
  totalPaise: number;
  /** An ambiguous line: the reading taken, the other one and whether the operator switched. */
  check?: { reading: string; other: string; otherTotalPaise: number; switched: boolean };
  note?: string;
}

export interface ParseOptions {
  /** Line numbers (1-based) where the operator chose the other reading of an ambiguous line. */
  otherReadings?: readonly number[];
  /** The operator's game names: read as noise in the paste, and reported in `games`. */
  gameNames?: readonly GameNameInput[];
}

export interface ParseResult {
  entries: ParsedEntry[];
  errors: ParseError[];
  warnings: ParseWarning[];
  lines: LineReading[];
  /** The operator's games named in the paste (header, prefix or suffix), first named first. */
  games: string[];
  totalPaise: number;
}

/** The message of a refused line, shown in the preview and answered by the server. */
export function lineErrorMessage(
  error: Pick<ParseError, 'line' | 'part'> & { message?: string },
): string {
  const reason = error.message && error.message !== 'cannot read' ? ` (${error.message})` : '';
  return `Line ${error.line}: cannot read "${error.part}"${reason}`;
}

interface Pending {
  reading: LineReading;
  result: HeadResult;
  switched: boolean;
}

/**
 * Reads a paste of bet lines (DESIGN section 5). A line that cannot be read is reported with
 * its number and the unreadable part and contributes nothing; every other line says how it was
 * read. `options` carries the operator's chosen readings and game names.
 */
export function parseBets(text: string, options: ParseOptions = {}): ParseResult {
  const names = gameNames(options.gameNames);
  const switchedLines = new Set(options.otherReadings ?? []);
  const entries: ParsedEntry[] = [];
  const errors: ParseError[] = [];
  const warnings: ParseWarning[] = [];
  const lines: LineReading[] = [];
  const games: string[] = [];
  let pending: Pending[] = [];
  let previous: ParsedEntry[] = [];
  let segmentPaise = 0;
  const seen = new Map<string, LineOutcome>();

  const refuse = (reading: LineReading, part: string, message: string) => {
    reading.status = 'error';
    reading.note = message;
    errors.push({ line: reading.line, part, message });
  };
  const flushPending = () => {
    for (const p of pending) refuse(p.reading, p.reading.text, 'numbers without any amount');
    pending = [];
  };
  const noteGame = (game: string | null | undefined) => {
    if (game && !games.includes(game)) games.push(game);
  };
  const add = (reading: LineReading, made: ParsedEntry[]) => {
    if (reading.entryCount === 0) reading.firstEntry = entries.length;
    reading.entryCount += made.length;
    let paise = 0;
    for (const e of made) {
      entries.push(e);
      paise += e.totalPaise;
    }
    reading.totalPaise += paise;
    segmentPaise += paise;
    return made;
  };

  // Normalised once for the whole paste (per line it was most of the time of a long paste).
  const rawLines = text.split(/\r?\n/);
  let normalLines = normaliseText(text).split(/\r?\n/);
  if (normalLines.length !== rawLines.length) normalLines = rawLines.map(normaliseText);

  rawLines.forEach((raw, index) => {
    const lineNo = index + 1;
    const reading: LineReading = {
      line: lineNo,
      text: raw.trim(),
      status: 'noise',
      rule: '',
      firstEntry: 0,
      entryCount: 0,
      totalPaise: 0,
    };
    const stripped = stripWhatsApp(normalLines[index]!);
    const line = rewritePhrases(stripped.text);
    if (stripped.whatsappOnly || (!line && stripped.hadPrefix)) {
      lines.push({ ...reading, rule: 'WhatsApp line' });
      return;
    }
    if (!line) return;
    lines.push(reading);
    if (!/[0-9a-z\p{sc=Deva}]/u.test(line)) {
      reading.rule = 'no numbers';
      return;
    }
    const header = readHeader(line, names);
    if (header) {
      flushPending();
      previous = [];
      noteGame(header.game);
      reading.rule = 'game name';
      return;
    }
    const stated = readTotalLine(line);
    if (stated !== null) {
      flushPending();
      previous = [];
      reading.status = 'total';
      reading.rule = 'total line';
      reading.totalPaise = stated;
      if (stated !== segmentPaise) {
        reading.note = `total ${rupeeText(stated)} but the lines read add up to ${rupeeText(segmentPaise)}`;
        warnings.push({ line: lineNo, message: `Line ${lineNo}: ${reading.note}` });
      } else reading.note = 'matches the lines read';
      segmentPaise = 0;
      return;
    }
    reading.status = 'bets';
    if (PALAT_LINE.test(line)) {
      if (previous.length === 0 || pending.length > 0) {
        return refuse(reading, line, 'palat with no bet line (with an amount) before it');
      }
      const made = palatOf(previous, lineNo, line);
      reading.rule = 'palat line';
      if (made.length === 0) reading.note = 'adds nothing: a crossing has both orders already';
      add(reading, made);
      previous = made;
      return;
    }
    const cut = cutGameName(line, names);
    noteGame(cut.game);
    // Pastes repeat lines (the same bets for several clients, `palat`, headers): a line's
    // reading depends only on its text and switch, so each distinct line is read once.
    const key = (switchedLines.has(lineNo) ? '1' : '0') + cut.text;
    let outcome = seen.get(key);
    if (!outcome) {
      outcome = readBetLine(cut.text, tokenize(cut.text), switchedLines.has(lineNo));
      seen.set(key, outcome);
    }
    if (outcome.kind === 'error') return refuse(reading, outcome.part, outcome.message);
    if (outcome.kind === 'carry') {
      reading.status = 'carried';
      reading.rule = chosen(outcome.result, switchedLines.has(lineNo)).rule;
      markCheck(reading, [outcome.result], switchedLines.has(lineNo));
      pending.push({ reading, result: outcome.result, switched: switchedLines.has(lineNo) });
      return;
    }
    const amountPaise = outcome.groups[0]!.amountPaise;
    for (const p of pending) {
      const picked = chosen(p.result, p.switched);
      p.reading.note = `amount ${rupeeText(amountPaise)} from line ${lineNo}`;
      const source = `${p.reading.text} (${rupeeText(amountPaise)} from line ${lineNo})`;
      const made = toEntries(picked.parts, amountPaise, p.reading.line, source, picked.rule);
      add(p.reading, made);
      if (p.reading.check) {
        p.reading.check.otherTotalPaise = otherTotal([{ ...p, amountPaise }]);
      }
    }
    pending = [];
    const switched = switchedLines.has(lineNo);
    const rules = new Set<string>();
    previous = [];
    for (const group of outcome.groups) {
      rules.add(`${group.reading.rule} ${group.marker}`);
      const { parts, rule } = group.reading;
      const made = toEntries(parts, group.amountPaise, lineNo, group.source, rule);
      previous.push(...add(reading, made));
    }
    reading.rule = [...rules].join('; ');
    markCheck(
      reading,
      outcome.groups.map((g) => g.result),
      switched,
    );
    if (reading.check) {
      reading.check.otherTotalPaise = otherTotal(outcome.groups.map((g) => ({ ...g, switched })));
    }
  });
  flushPending();
  const totalPaise = entries.reduce((sum, entry) => sum + entry.totalPaise, 0);
  return { entries, errors, warnings, lines, games, totalPaise };
}

function chosen(result: HeadResult, switched: boolean) {
  return switched && result.other ? result.other : result.reading;
}

function markCheck(reading: LineReading, results: HeadResult[], switched: boolean) {
  const ambiguous = results.filter((r) => r.other);
  if (ambiguous.length === 0) return;
  const taken = ambiguous.map((r) => chosen(r, switched).rule).join(', ');
  const other = ambiguous.map((r) => chosen(r, !switched).rule).join(', ');
  reading.check = { reading: taken, other, otherTotalPaise: 0, switched };
}

/** The line's total under the reading not taken (to show what the switch would change). */
function otherTotal(groups: { result: HeadResult; amountPaise: number; switched: boolean }[]) {
  return groups.reduce(
    (sum, g) => sum + g.amountPaise * cellCount(chosen(g.result, !g.switched).parts),
    0,
  );
}

const PALAT_LINE = /^[\s.,!]*(?:palat|palta|plt|palt)[\s.,!]*$/;

/** What a line bet on, for the preview: each record's numbers and the amount on each number. */
export function lineBets(
  result: Pick<ParseResult, 'entries'>,
  reading: LineReading,
): { numbers: string; amountPaise: number }[] {
  return result.entries
    .slice(reading.firstEntry, reading.firstEntry + reading.entryCount)
    .map((e) => ({ numbers: describeEntry(e), amountPaise: Object.values(e.amounts)[0] ?? 0 }));
}

/** Re-exported for callers that only need to test one written number. */
export { jodiIndex };
export { MAX_AMOUNT_PER_NUMBER } from './parse-line';
