import { uniqueDigits } from './parse-ambiguity';
import type { Token } from './parse-tokens';
import type { HeadReading, HeadResult } from './parse-types';

/**
 * Numbers after a digit group that may be a crossing's count or a second digit group (issue 27).
 * Operators write both; where the two readings differ the line is a "check" and the operator
 * chooses before it is stored.
 */

/** Every ordered pair of the digits; without doubles (joda cut) when `doubles` is false. */
export function crossing(digits: number[], doubles: boolean): number[] {
  const numbers: number[] = [];
  for (const a of digits) {
    for (const b of digits) if (doubles || a !== b) numbers.push(a * 10 + b);
  }
  return numbers;
}

/** First digit from the first group, second digit from the second (batta). */
export function batta(first: string, second: string): number[] {
  const numbers: number[] = [];
  for (const a of uniqueDigits(first))
    for (const b of uniqueDigits(second)) numbers.push(a * 10 + b);
  return numbers;
}

/** The crossing a count names for these digits: n x n with doubles, n x (n - 1) without. */
export function crossingByCount(digits: number[], count: number): HeadReading | null {
  const n = digits.length;
  if (count !== n * n && count !== n * (n - 1)) return null;
  return {
    rule: `crossing by count (${count} ghar)`,
    parts: [{ kind: 'crossing', numbers: crossing(digits, count === n * n) }],
  };
}

/**
 * `23471=25=50`: a second group of two or more digits between `=` signs is a digit group (every
 * first digit of the first group with every digit of the second: 10 numbers), and when it also
 * fits as a count (25 = 5 x 5) the crossing by count is the other reading. A one-digit count
 * (`123=6=10`) stays a count.
 */
export function groupOrCount(nums: Token[], countText: string): HeadResult | null {
  if (countText.length < 2 || nums.length === 0) return null;
  const first = nums.map((t) => t.text).join('');
  const reading: HeadReading = {
    rule: `two digit groups (${first} x ${countText})`,
    parts: [{ kind: 'batta', numbers: batta(first, countText) }],
  };
  const other = crossingByCount(uniqueDigits(first), Number(countText));
  return other ? { reading, other } : { reading };
}

/**
 * `456709,,..36,,(100)`: a run of 3 or more digits followed by the number of jodis its crossing
 * makes (36 = 6 x 6) is that crossing; the list (45, 67, 09, 36) is the other reading. Null when
 * the second number is not such a count.
 */
export function countAfterRun(nums: Token[], listReading: HeadResult): HeadResult | null {
  if (nums.length !== 2) return null;
  const [run, count] = [nums[0]!.text, nums[1]!.text];
  const digits = uniqueDigits(run);
  // From 5 digits: a 4-digit run and a jodi (`4785 12`) is a list far more often than 4 x 3.
  if (run.length < 5 || digits.length < 5 || count.length !== 2) return null;
  const reading = crossingByCount(digits, Number(count));
  if (!reading) return null;
  return {
    reading: { ...reading, rule: `${reading.rule}, count after the digits` },
    other: listReading.reading,
  };
}
