import { chosenReading } from './parse-ambiguity';
import { splitGroups, unmarkedAmount } from './parse-amounts';
import { sliceOf, type Token } from './parse-tokens';
import { readHead, type HeadReading, type HeadResult } from './parser-heads';

/** The most a single number may carry in one group, in rupees. */
export const MAX_AMOUNT_PER_NUMBER = 1_000_000;

/** One group of a bet line, read: the numbers (as chosen), the amount, the source text. */
export interface ReadGroup {
  result: HeadResult;
  reading: HeadReading;
  amountPaise: number;
  marker: string;
  source: string;
}

export type LineOutcome =
  | { kind: 'groups'; groups: ReadGroup[] }
  /** Numbers without an amount: they take the amount of the next line that has one. */
  | { kind: 'carry'; result: HeadResult; source: string }
  | { kind: 'error'; part: string; message: string };

/** Reads one bet line (already without WhatsApp prefix and game name). */
export function readBetLine(line: string, tokens: Token[], switched: boolean): LineOutcome {
  const split = splitGroups(tokens);
  let groups = split.groups;
  if (groups.length === 0) {
    const unmarked = unmarkedAmount(tokens);
    if (unmarked) groups = [unmarked];
    else return carry(line, split.rest);
  } else if (split.rest.length > 0) {
    const rest = split.rest.filter((t) => t.kind !== 'end');
    if (rest.length > 0) {
      return { kind: 'error', part: sliceOf(line, rest), message: 'numbers without an amount' };
    }
  }
  const read: ReadGroup[] = [];
  for (const group of groups) {
    if (group.amountPaise <= 0 || group.amountPaise > MAX_AMOUNT_PER_NUMBER * 100) {
      const marker = group.tokens.slice(group.head.length);
      return { kind: 'error', part: sliceOf(line, marker), message: 'amount out of range' };
    }
    const outcome = readHead(line, group.head, group.palat, group.count, group.countText);
    if ('bad' in outcome) return { kind: 'error', part: outcome.bad, message: outcome.message };
    read.push({
      result: outcome,
      reading: chosenReading(outcome, switched),
      amountPaise: group.amountPaise,
      marker: group.marker,
      source: sliceOf(line, group.tokens),
    });
  }
  return { kind: 'groups', groups: read };
}

function carry(line: string, rest: Token[]): LineOutcome {
  const outcome = readHead(line, rest, false);
  if ('bad' in outcome) {
    const onlyNumbers = rest.every((t) => t.kind === 'num' || t.kind === 'end');
    // Numbers with something unreadable: name the whole line's part, not just the word.
    return {
      kind: 'error',
      part: onlyNumbers ? sliceOf(line, rest) : outcome.bad,
      message: outcome.message,
    };
  }
  return { kind: 'carry', result: outcome, source: line };
}
