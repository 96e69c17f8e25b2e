import type { Token } from './parse-tokens';
import type { HeadOutcome } from './parse-types';

/**
 * Named groups operators write instead of numbers (issue 27, docs/jantri-ledger.md): the doubles
 * (`all joda`, read in parser-heads), the family of a number, and `munda`, which is refused.
 */

const cut = (digit: number) => (digit + 5) % 10;

/**
 * The family of a jodi ab: each digit with its cut digit (d + 5), both orders: family 12 is
 * 12, 17, 62, 67, 21, 71, 26, 76. A double has two readings in use (its cut family 11, 16, 61,
 * 66, or every double), so it is refused naming both.
 */
export function familyOf(text: string, nums: Token[]): HeadOutcome {
  if (nums.length === 0 || nums.some((t) => t.text.length !== 2)) {
    return { bad: text, message: 'a family needs a two-digit number (family 12)' };
  }
  const numbers: number[] = [];
  for (const token of nums) {
    const a = Number(token.text[0]);
    const b = Number(token.text[1]);
    if (a === b) {
      return {
        bad: text,
        message: `the family of ${token.text} is read two ways: ${a}${b}, ${a}${cut(b)}, ${cut(a)}${b}, ${cut(a)}${cut(b)} or every double; write the numbers`,
      };
    }
    for (const x of [a, cut(a)]) {
      for (const y of [b, cut(b)]) {
        for (const n of [x * 10 + y, y * 10 + x]) if (!numbers.includes(n)) numbers.push(n);
      }
    }
  }
  return { reading: { rule: 'family', parts: [{ kind: 'jodi', numbers }] } };
}

/** `munda` names different groups for different operators: refused, never guessed. */
export function mundaRefused(text: string): HeadOutcome {
  return {
    bad: text,
    message:
      'munda is not read: operators mean different numbers by it; write the numbers (or all joda for the doubles)',
  };
}
