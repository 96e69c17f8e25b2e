import { DIGIT_LABELS, JODI_LABELS } from './numbers';
import type { BetPart } from './parser-heads';
import type { BetType, HrufType, ParsedEntry } from './parse-types';

/** A bet record without its line number, and its amounts as JSON (see entriesOf). */
export interface EntryTemplate {
  source: string;
  rule: string;
  bet_type: BetType;
  bet_numbers: string;
  hruf_type?: HrufType;
  amountsJson: string;
  totalPaise: number;
}

/** One bet record per part of a group (a haruf on both rows is one record per row). */
export function toEntries(
  parts: BetPart[],
  amountPaise: number,
  line: number,
  source: string,
  rule: string,
): ParsedEntry[] {
  return entriesOf(toTemplates(parts, amountPaise, source, rule), line);
}

/** toEntries without the line number: a plan keeps these and numbers them per occurrence. */
export function toTemplates(
  parts: BetPart[],
  amountPaise: number,
  source: string,
  rule: string,
): EntryTemplate[] {
  const templates: EntryTemplate[] = [];
  for (const part of parts) {
    if (part.kind === 'hruf') {
      for (const hruf_type of part.rows) {
        const { bet_numbers, amountsJson } = amountsOf(part.numbers, DIGIT_LABELS, amountPaise);
        const totalPaise = amountPaise * part.numbers.length;
        const bet_type = 'hruf';
        templates.push({ source, rule, bet_type, bet_numbers, hruf_type, amountsJson, totalPaise });
      }
    } else {
      const { bet_numbers, amountsJson } = amountsOf(part.numbers, JODI_LABELS, amountPaise);
      const totalPaise = amountPaise * part.numbers.length;
      templates.push({ source, rule, bet_type: part.kind, bet_numbers, amountsJson, totalPaise });
    }
  }
  return templates;
}

/**
 * Fresh bet records, numbered, with the keys in the order they always had. `amounts` comes from
 * JSON.parse: an object filled key by key with labels such as "45" (array indices to V8) gets a
 * 100-slot element store, about 900 bytes a record that the collector then copies; parsed JSON
 * is a third of that and as quick to make (issue 11, speed).
 */
export function entriesOf(templates: EntryTemplate[], line: number): ParsedEntry[] {
  const made: ParsedEntry[] = new Array(templates.length);
  for (let i = 0; i < templates.length; i += 1) {
    const { source, rule, bet_type, bet_numbers, hruf_type, amountsJson, totalPaise } =
      templates[i]!;
    const amounts = JSON.parse(amountsJson) as Record<string, number>;
    made[i] = hruf_type
      ? { line, source, rule, bet_type, bet_numbers, hruf_type, amounts, totalPaise }
      : { line, source, rule, bet_type, bet_numbers, amounts, totalPaise };
  }
  return made;
}

// Paise per number while one record is summed (reused: no object per record).
const sums = new Float64Array(100);
const seen = new Uint8Array(100);

/**
 * The numbers' labels in first-written order (repeats add up) and the amounts as the JSON of the
 * object `{ [label]: paise }` filled in that order. An object lists array-index keys ("7", "45")
 * first, ascending, then the others ("05") in insertion order, so the JSON is written that way.
 */
function amountsOf(numbers: number[], labels: readonly string[], amountPaise: number) {
  for (const n of numbers) {
    seen[n] = 1;
    sums[n]! += amountPaise;
  }
  // Strings grown by `+=` (no arrays to join): this runs for every distinct line of a paste.
  let betNumbers = '';
  let plainKeys = '';
  for (const n of numbers) {
    if (seen[n] !== 1) continue;
    seen[n] = 2;
    const label = labels[n]!;
    betNumbers += betNumbers === '' ? label : `,${label}`;
    if (!isArrayIndex(label)) plainKeys += `,"${label}":${sums[n]}`;
  }
  let json = '';
  for (let n = 0; n < labels.length; n += 1) {
    if (seen[n] === 0) continue;
    if (isArrayIndex(labels[n]!)) json += `,"${labels[n]}":${sums[n]}`;
    seen[n] = 0;
    sums[n] = 0;
  }
  json += plainKeys;
  return { bet_numbers: betNumbers, amountsJson: `{${json.slice(1)}}` };
}

/** "0".."99" without a leading zero are array indices; "00".."09" are plain keys. */
const isArrayIndex = (label: string) => label.length === 1 || label[0] !== '0';

/**
 * A `palat` line: the reverse of every jodi of the line before, at the same amount. A crossing
 * (and a haruf) already has both orders, so palat adds nothing for it; doubles count once.
 */
export function palatOf(previous: ParsedEntry[], line: number, source: string): ParsedEntry[] {
  const entries: ParsedEntry[] = [];
  for (const before of previous) {
    if (before.bet_type === 'crossing' || before.bet_type === 'hruf') continue;
    const amounts: Record<string, number> = {};
    let totalPaise = 0;
    for (const [label, paise] of Object.entries(before.amounts)) {
      if (label[0] === label[1]) continue;
      const reverse = `${label[1]}${label[0]}`;
      amounts[reverse] = (amounts[reverse] ?? 0) + paise;
      totalPaise += paise;
    }
    if (totalPaise === 0) continue;
    entries.push({
      line,
      source,
      rule: 'palat line',
      bet_type: 'jodi',
      bet_numbers: Object.keys(amounts).join(','),
      amounts,
      totalPaise,
    });
  }
  return entries;
}

/** What a line bet on, for the preview: `12,21 (20)` or `A.H 1,2 (50)`. */
export function describeEntry(entry: ParsedEntry): string {
  const row = entry.hruf_type === 'andar' ? 'A.H ' : entry.hruf_type === 'bahar' ? 'B.H ' : '';
  return `${row}${entry.bet_numbers}`;
}
