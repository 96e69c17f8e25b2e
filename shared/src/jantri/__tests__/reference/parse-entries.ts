// Frozen copy of ../../parse-entries.ts before the speed work (issue 11): the golden test compares against it.
import { DIGIT_LABELS, JODI_LABELS } from './numbers';
import type { BetPart } from '../../parse-types';
import type { ParsedEntry } from '../../parse-types';

/** One bet record per part of a group (a haruf on both rows is one record per row). */
export function toEntries(
  parts: BetPart[],
  amountPaise: number,
  line: number,
  source: string,
  rule: string,
): ParsedEntry[] {
  const entries: ParsedEntry[] = [];
  for (const part of parts) {
    if (part.kind === 'hruf') {
      for (const hruf_type of part.rows) {
        entries.push(entry(part.numbers, DIGIT_LABELS, amountPaise, line, source, rule, hruf_type));
      }
    } else {
      const e = entry(part.numbers, JODI_LABELS, amountPaise, line, source, rule);
      entries.push({ ...e, bet_type: part.kind });
    }
  }
  return entries;
}

function entry(
  numbers: number[],
  labels: readonly string[],
  amountPaise: number,
  line: number,
  source: string,
  rule: string,
  hruf_type?: 'andar' | 'bahar',
): ParsedEntry {
  const amounts: Record<string, number> = {};
  const order: string[] = [];
  for (const n of numbers) {
    const label = labels[n]!;
    if (amounts[label] === undefined) order.push(label);
    amounts[label] = (amounts[label] ?? 0) + amountPaise;
  }
  return {
    line,
    source,
    rule,
    bet_type: hruf_type ? 'hruf' : 'jodi',
    bet_numbers: order.join(','),
    ...(hruf_type ? { hruf_type } : {}),
    amounts,
    totalPaise: amountPaise * numbers.length,
  };
}

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
