import { digitCrossOrRange, range, uniqueDigits } from './parse-ambiguity';
import { batta, countAfterRun, crossing, groupOrCount } from './parse-counts';
import { familyOf, mundaRefused } from './parse-named-groups';
import { sliceOf, type Token } from './parse-tokens';
import type { BetPart, HeadOutcome, HeadResult, HrufType } from './parse-types';

export type { BetPart, HeadOutcome, HeadReading, HeadResult } from './parse-types';
export { crossing } from './parse-counts';

const ROWS: Record<string, HrufType[]> = {
  andar: ['andar'],
  bahar: ['bahar'],
  both: ['andar', 'bahar'],
};

const ok = (rule: string, parts: BetPart[]): HeadResult => ({ reading: { rule, parts } });

/**
 * Reads the tokens before one amount. `palat` adds each jodi's reverse (not on a crossing);
 * `count` is the ghar count of `<digits>=<count>=<amount>` (`countText`: as written, when it
 * may also be a second digit group).
 */
export function readHead(
  line: string,
  head: Token[],
  palat: boolean,
  count?: number,
  countText?: string,
): HeadOutcome {
  // The common case, a plain list of numbers, skips the keyword rules.
  if (
    count === undefined &&
    head.every((t) => t.kind === 'num' || t.kind === 'sep' || t.kind === 'star')
  ) {
    const nums = head.filter((t) => t.kind === 'num');
    if (nums.length > 0) {
      const list = readRuns(line, nums, palat);
      return (!palat && !('bad' in list) && countAfterRun(nums, list)) || list;
    }
  }
  // Separators (and `*` between numbers) only split; `palat` anywhere in the head counts.
  const solid = head.filter((t) => t.kind !== 'sep' && t.kind !== 'star');
  const words = solid.filter((t) => t.kind === 'word');
  const withPalat = palat || words.some((t) => t.text === 'palat');
  const tokens = solid.filter((t) => !(t.kind === 'word' && t.text === 'palat'));
  const text = sliceOf(line, head) || line;
  if (tokens.length === 0) return { bad: text, message: 'no numbers before the amount' };
  // A dash only joins two numbers (`36-79`, `ladi 10-19`); anywhere else it is unreadable.
  const between = (i: number) => tokens[i - 1]?.kind === 'num' && tokens[i + 1]?.kind === 'num';
  const dashOk = (i: number) =>
    between(i) &&
    ((tokens.length === 3 && i === 1) || (tokens.length === 4 && tokens[0]!.text === 'ladi'));
  const bad = tokens.find(
    (t, i) => t.kind !== 'num' && t.kind !== 'word' && !(t.kind === 'dash' && dashOk(i)),
  );
  if (bad) return { bad: sliceOf(line, [bad]), message: 'cannot read' };
  const keywords = new Set(tokens.filter((t) => t.kind === 'word').map((t) => t.text));
  const nums = tokens.filter((t) => t.kind === 'num');
  const unknown = tokens.find((t) => t.kind === 'word' && !KNOWN_IN_HEAD.has(t.text));
  if (unknown) return { bad: sliceOf(line, [unknown]), message: 'cannot read' };

  if (keywords.has('munda')) return mundaRefused(text);
  if (keywords.has('family')) {
    if (keywords.size > 1 || nums.length !== tokens.length - 1) {
      return { bad: text, message: 'cannot read' };
    }
    return familyOf(text, nums);
  }
  const rows = [...keywords].flatMap((w) => ROWS[w] ?? []);
  if (rows.length > 0) {
    const digits = uniqueDigits(nums.map((t) => t.text).join(''));
    if (digits.length === 0 || keywords.size > rowWordCount(keywords)) {
      return { bad: text, message: 'a haruf needs its digits' };
    }
    return ok('haruf', [{ kind: 'hruf', rows: [...new Set(rows)], numbers: digits }]);
  }
  if (keywords.has('alljoda') && tokens.length === 1) {
    return ok('all joda', [{ kind: 'jodi', numbers: [0, 11, 22, 33, 44, 55, 66, 77, 88, 99] }]);
  }
  if (countText !== undefined && keywords.size === 0) {
    const read = groupOrCount(nums, countText);
    if (read) return read;
  }
  if (keywords.has('cross') || keywords.has('jc') || count !== undefined) {
    return readCrossing(text, tokens, keywords, count);
  }
  if (keywords.has('batta')) {
    if (nums.length !== 2 || tokens.length !== 3) {
      return { bad: text, message: 'batta needs two digit groups' };
    }
    return ok('batta', [
      { kind: 'batta', numbers: reversed(batta(nums[0]!.text, nums[1]!.text), withPalat) },
    ]);
  }
  if (keywords.has('ladi') || keywords.has('to')) return readLadi(text, tokens, withPalat);
  if (tokens.length === 3 && tokens[1]!.kind === 'dash' && nums.length === 2) {
    return digitCrossOrRange(nums[0]!, nums[1]!);
  }
  if (keywords.size > 0) return { bad: text, message: 'cannot read' };
  return readRuns(text, nums, withPalat);
}

const KNOWN_IN_HEAD = new Set(['andar', 'bahar', 'both', 'alljoda', 'cross', 'jc', 'batta']);
KNOWN_IN_HEAD.add('ladi').add('to').add('family').add('munda');

function rowWordCount(keywords: Set<string>): number {
  return [...keywords].filter((w) => ROWS[w]).length;
}

function readCrossing(
  text: string,
  tokens: Token[],
  keywords: Set<string>,
  count: number | undefined,
): HeadOutcome {
  if (tokens.some((t) => t.kind === 'word' && t.text !== 'cross' && t.text !== 'jc')) {
    return { bad: text, message: 'cannot read' };
  }
  const digits = uniqueDigits(
    tokens
      .filter((t) => t.kind === 'num')
      .map((t) => t.text)
      .join(''),
  );
  if (digits.length < 2) {
    return { bad: text, message: 'a crossing needs at least two different digits' };
  }
  let doubles = !keywords.has('jc');
  let rule = doubles ? 'crossing' : 'crossing joda cut';
  if (count !== undefined) {
    const n = digits.length;
    if (count === n * (n - 1)) doubles = false;
    else if (count === n * n) doubles = true;
    else {
      return {
        bad: text,
        message: `${count} ghar does not fit ${n} digits: ${n * (n - 1)} (without joda) or ${n * n} (with joda)`,
      };
    }
    rule = `crossing by count (${count} ghar)`;
  }
  return ok(rule, [{ kind: 'crossing', numbers: crossing(digits, doubles) }]);
}

function readLadi(text: string, tokens: Token[], palat: boolean): HeadOutcome {
  const rest = tokens[0]?.text === 'ladi' ? tokens.slice(1) : tokens;
  const [start, join, end] = rest;
  const joined = join?.kind === 'dash' || (join?.kind === 'word' && join.text === 'to');
  if (rest.length !== 3 || start?.kind !== 'num' || end?.kind !== 'num' || !joined) {
    return { bad: text, message: 'cannot read' };
  }
  const numbers = range(start.text, end.text);
  if (!numbers) return { bad: text, message: 'not a range of numbers from 00 to 100' };
  return ok('ladi', [{ kind: 'ladi', numbers: reversed(numbers, palat) }]);
}

/** A list of jodis and digit runs (a run's reading depends on its length and digits). */
function readRuns(text: string, nums: Token[], palat: boolean): HeadOutcome {
  const parts: BetPart[] = [];
  const jodis: number[] = [];
  const rules = new Set<string>();
  const triples = new Set<string>();
  for (const token of nums) {
    const run = token.text;
    if (run.length <= 2 || run === '100') {
      jodis.push(Number(run) % 100);
      rules.add('list');
    } else if (run.length % 2 === 0) {
      for (let i = 0; i < run.length; i += 2) jodis.push(Number(run.slice(i, i + 2)));
      rules.add('digit run');
    } else if (run.length === 3 && run[0] === run[2]) {
      if (run[0] === run[1]) {
        // `666_666`: andar 6 and bahar 6 once each, not twice (issue 27).
        if (triples.has(run)) {
          rules.add('repeated triple counted once');
          continue;
        }
        triples.add(run);
        parts.push({ kind: 'hruf', rows: ['andar', 'bahar'], numbers: [Number(run[0])] });
        rules.add('triple haruf');
      } else {
        jodis.push(Number(run.slice(0, 2)), Number(run.slice(1)));
        rules.add('palindrome');
      }
    } else {
      const digits = uniqueDigits(run);
      if (digits.length < 2) {
        return { bad: run, message: 'a crossing needs at least two different digits' };
      }
      parts.push({ kind: 'crossing', numbers: crossing(digits, true) });
      rules.add('digit run crossing');
    }
  }
  if (nums.length === 0) return { bad: text, message: 'cannot read' };
  if (jodis.length > 0) parts.unshift({ kind: 'jodi', numbers: reversed(jodis, palat) });
  if (palat) rules.add('palat');
  return ok([...rules].join(', '), parts);
}

/** palat adds each number's reverse; a double such as 11 counts once. */
export function reversed(numbers: number[], palat: boolean): number[] {
  if (!palat) return numbers;
  const out: number[] = [];
  for (const n of numbers) {
    out.push(n);
    const reverse = (n % 10) * 10 + Math.floor(n / 10);
    if (reverse !== n) out.push(reverse);
  }
  return out;
}
