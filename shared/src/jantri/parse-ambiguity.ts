import type { Token } from './parse-tokens';
import type { BetPart, HeadResult, HeadReading } from './parse-types';

/**
 * Forms that can be read two ways (DESIGN section 5, "never silently mis-charge"): the parser
 * takes the named reading and keeps the other one, which the preview offers one click away.
 */

export function uniqueDigits(text: string): number[] {
  return [...new Set([...text].map(Number))];
}

/** Every first digit of one group with every digit of the other, both ways, each jodi once. */
export function digitCross(first: string, second: string): number[] {
  const seen = new Set<number>();
  for (const a of uniqueDigits(first)) {
    for (const b of uniqueDigits(second)) {
      seen.add(a * 10 + b);
      seen.add(b * 10 + a);
    }
  }
  return [...seen];
}

/** start..end inclusive (100 means 00), or null when it is not a range. */
export function range(startText: string, endText: string): number[] | null {
  const from = Number(startText);
  const to = Number(endText);
  if (startText.length > 3 || endText.length > 3 || from > 100 || to > 100 || from > to) {
    return null;
  }
  const numbers: number[] = [];
  for (let n = from; n <= to; n += 1) numbers.push(n % 100);
  return numbers;
}

/**
 * `36-79=10`: digit cross (37, 39, 67, 69, 73, 76, 93, 96) by default; "range" (36..79) as the
 * other reading when the two numbers make one. Two jodis with the same first digit (`10-19`)
 * are a range (issue 27): their digit cross (11, 19, 01, 09, ...) is nothing an operator means.
 */
export function digitCrossOrRange(first: Token, second: Token): HeadResult {
  const reading: HeadReading = {
    rule: 'digit cross',
    parts: [{ kind: 'crossing', numbers: digitCross(first.text, second.text) }],
  };
  const span = range(first.text, second.text);
  if (!span) return { reading };
  const rangeReading: HeadReading = { rule: 'range', parts: [{ kind: 'ladi', numbers: span }] };
  const sameTens = first.text.length === 2 && second.text.length === 2;
  if (sameTens && first.text[0] === second.text[0]) return { reading: rangeReading };
  return { reading, other: rangeReading };
}

/** The reading a line's group takes: the other one when the operator switched the line. */
export function chosenReading(result: HeadResult, switched: boolean): HeadReading {
  return switched && result.other ? result.other : result.reading;
}

/** How many numbers (jodis or haruf cells) a reading bets on. */
export function cellCount(parts: BetPart[]): number {
  return parts.reduce(
    (sum, part) => sum + part.numbers.length * (part.kind === 'hruf' ? part.rows.length : 1),
    0,
  );
}
