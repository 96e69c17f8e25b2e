// The parser's record types, in one file that imports nothing, so the parser's files can share
// them without importing each other in a circle.

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
