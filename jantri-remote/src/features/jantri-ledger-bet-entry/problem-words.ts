import type { ParseResult, PasteProblem } from '@bgmi/shared/jantri-calculators';
import type { BetEntryT } from './i18n';
import { wordLineError } from './reading-words';

/** The lines of a "choose first" refusal as the parser lists them ("Line 4", "Lines 2, 5"). */
function lineList(t: BetEntryT, lines: string): string {
  const more = / \(and (\d+) more\)$/.exec(lines);
  const numbers = (more ? lines.slice(0, more.index) : lines).replace(/^Lines? /, '');
  const count = numbers.split(', ').length + (more ? Number(more[1]) : 0);
  const list = more ? t('problem.more', { list: numbers, more: more[1]! }) : numbers;
  return t('problem.lines', { count, list });
}

/**
 * Why a paste may not be stored (the shared pasteProblem, worded in English) in the operator's
 * words: the unread lines are worded again from the parse; `spec` words the spec's messages.
 */
export function wordProblem(
  t: BetEntryT,
  spec: (message: string) => string,
  problem: PasteProblem,
  parsed: ParseResult,
): string {
  const { message } = problem;
  if (problem.kind === 'unread') {
    const shown = parsed.errors.slice(0, 5).map((error) => wordLineError(t, error));
    const text = shown.join('; ');
    const more = parsed.errors.length - 5;
    return more > 0 ? t('problem.more', { list: text, more }) : text;
  }
  const size = /this one (has|makes) ([\d,]+)/.exec(message);
  if (problem.kind === 'limit' && size) {
    const key = size[1] === 'has' ? 'problem.tooManyLines' : 'problem.tooManyRecords';
    return t(key, { count: size[2]! });
  }
  const open = /^(.+) can be read two ways: choose a reading before saving$/.exec(message);
  if (open) return t('problem.open', { lines: lineList(t, open[1]!) });
  return spec(message);
}
