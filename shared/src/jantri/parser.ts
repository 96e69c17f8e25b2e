import { DIGIT_LABELS, JODI_LABELS, jodiIndex, toAsciiDigits } from './numbers';
import { readHead, type HeadReading } from './parser-heads';

/** The kinds of bet record (spec: bet_type, e.g. hruf). */
export type BetType = 'jodi' | 'crossing' | 'batta' | 'ladi' | 'hruf';
export type HrufType = 'andar' | 'bahar';

/** One bet record of a paste: a group of numbers with one amount each (DESIGN section 5). */
export interface ParsedEntry {
  line: number;
  source: string;
  bet_type: BetType;
  /** The numbers (jodis "00".."99" or haruf digits "0".."9") as a comma list. */
  bet_numbers: string;
  hruf_type?: HrufType;
  /** Amount per label in paise; repeated numbers add up. */
  amounts: Record<string, number>;
  totalPaise: number;
}

export interface ParseError {
  line: number;
  part: string;
  message: string;
}

export interface ParseResult {
  entries: ParsedEntry[];
  errors: ParseError[];
  totalPaise: number;
}

/** The most a single number may carry in one group, in rupees. */
export const MAX_AMOUNT_PER_NUMBER = 1_000_000;

// "(20)", "=20", "*20", "x20", "@20", "into 20": the amount closing one group.
const AMOUNT_MARKER = /\(\s*(\d+(?:\.\d{1,2})?)\s*\)|(?:=|\*|x|×|@|into)\s*(\d+(?:\.\d{1,2})?)/g;
const PALAT_AFTER = /^\s*(?:palat|palta|plt)\b/;

/** The message of a refused line, shown in the preview and answered by the server. */
export function lineErrorMessage(error: Pick<ParseError, 'line' | 'part'>): string {
  return `Line ${error.line}: cannot read "${error.part}"`;
}

function normalise(line: string): string {
  return toAsciiDigits(line)
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .trim();
}

/**
 * Reads a paste of bet lines. Every line is one or more groups `<numbers><amount>`; a line that
 * cannot be read is reported with its number and the unreadable part, and contributes nothing.
 */
export function parseBets(text: string): ParseResult {
  const entries: ParsedEntry[] = [];
  const errors: ParseError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = normalise(raw);
    if (!line) return;
    const result = parseLine(line, index + 1);
    if ('error' in result) errors.push(result.error);
    else entries.push(...result.entries);
  });
  const totalPaise = entries.reduce((sum, entry) => sum + entry.totalPaise, 0);
  return { entries, errors, totalPaise };
}

function parseLine(
  line: string,
  lineNo: number,
): { entries: ParsedEntry[] } | { error: ParseError } {
  const entries: ParsedEntry[] = [];
  const fail = (part: string, message: string) => ({
    error: { line: lineNo, part: part.trim() || line, message },
  });
  let cursor = 0;
  AMOUNT_MARKER.lastIndex = 0;
  for (let match = AMOUNT_MARKER.exec(line); match; match = AMOUNT_MARKER.exec(line)) {
    const head = line.slice(cursor, match.index).replace(/^[\s,;|]+/, '');
    let end = match.index + match[0].length;
    const palatAfter = PALAT_AFTER.exec(line.slice(end));
    if (palatAfter) end += palatAfter[0].length;
    const amountPaise = Math.round(Number(match[1] ?? match[2]) * 100);
    const source = line.slice(cursor, end).trim();
    if (!head.trim()) return fail(match[0], 'no numbers before the amount');
    if (amountPaise <= 0 || amountPaise > MAX_AMOUNT_PER_NUMBER * 100) {
      return fail(match[0], 'amount out of range');
    }
    const reading = readHead(head, Boolean(palatAfter));
    if ('bad' in reading) return fail(reading.bad, 'cannot read');
    entries.push(...toEntries(reading, amountPaise, lineNo, source));
    cursor = end;
    AMOUNT_MARKER.lastIndex = end;
  }
  const rest = line.slice(cursor).replace(/^[\s,;|]+/, '');
  if (rest.trim()) return fail(rest, 'no amount');
  return { entries };
}

function toEntries(
  reading: HeadReading,
  amountPaise: number,
  line: number,
  source: string,
): ParsedEntry[] {
  if (reading.kind === 'hruf') {
    return reading.rows.map((hruf_type) => {
      const amounts: Record<string, number> = {};
      for (const digit of reading.numbers) {
        const label = DIGIT_LABELS[digit]!;
        amounts[label] = (amounts[label] ?? 0) + amountPaise;
      }
      return {
        line,
        source,
        bet_type: 'hruf' as const,
        bet_numbers: unique(reading.numbers.map((d) => DIGIT_LABELS[d]!)).join(','),
        hruf_type,
        amounts,
        totalPaise: amountPaise * reading.numbers.length,
      };
    });
  }
  const amounts: Record<string, number> = {};
  for (const n of reading.numbers) {
    const label = JODI_LABELS[n]!;
    amounts[label] = (amounts[label] ?? 0) + amountPaise;
  }
  return [
    {
      line,
      source,
      bet_type: reading.kind,
      bet_numbers: unique(reading.numbers.map((n) => JODI_LABELS[n]!)).join(','),
      amounts,
      totalPaise: amountPaise * reading.numbers.length,
    },
  ];
}

function unique(labels: string[]): string[] {
  return [...new Set(labels)];
}

/** Re-exported for callers that only need to test one written number. */
export { jodiIndex };
