import type { GameNameInput } from './parse-noise';

/** The public shapes of the bet parser (DESIGN section 5), apart so its modules share them. */

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
  /** How the group was read (e.g. "crossing by count (12 ghar)"). */
  rule?: string;
}

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

/**
 * Line rules (DESIGN section 5): what the numbers before one amount name. A head is read by the
 * first rule that fits: haruf, all joda, crossing (keyword or count), batta, ladi, digit cross,
 * then a list of jodis and digit runs.
 */
export type BetPart =
  | { kind: 'jodi' | 'crossing' | 'batta' | 'ladi'; numbers: number[] }
  | { kind: 'hruf'; rows: HrufType[]; numbers: number[] };

export interface HeadReading {
  /** How the head was read, e.g. "crossing joda cut" (shown in the preview). */
  rule: string;
  parts: BetPart[];
}

/** A head's reading and, for an ambiguous form, the other reading. */
export interface HeadResult {
  reading: HeadReading;
  other?: HeadReading;
}

export type HeadOutcome = HeadResult | { bad: string; message: string };
