import type { BetEntryKey, BetEntryT } from './i18n';

/**
 * The parser's readings in the operator's language (DESIGN section 9). The shared parser
 * (shared/src/jantri) describes each line in English words (its golden outputs stay as they are);
 * this layer words those descriptions from the catalogue. The amount markers ("(50)", "=20",
 * "x 10") and the numbers pass through unchanged; a phrase it does not know stays as the parser
 * wrote it.
 */

type Phrase = [RegExp, BetEntryKey, (match: RegExpExecArray) => Record<string, string>];

const none = () => ({});

// Rule names, longest first (the alternation takes the first that matches at a place).
const RULES: Phrase[] = [
  [/crossing by count \((\d+) ghar\)/y, 'rule.crossingByCount', (m) => ({ count: m[1]! })],
  [/two digit groups \((\d+) x (\d+)\)/y, 'rule.twoGroups', (m) => ({ a: m[1]!, b: m[2]! })],
  [/repeated triple counted once/y, 'rule.repeatedTriple', none],
  [/count after the digits/y, 'rule.countAfter', none],
  [/digit run crossing/y, 'rule.digitRunCrossing', none],
  [/crossing joda cut/y, 'rule.crossingJodaCut', none],
  [/trailing amount/y, 'rule.trailingAmount', none],
  [/number-amount/y, 'rule.numberAmount', none],
  [/WhatsApp line/y, 'rule.whatsApp', none],
  [/triple haruf/y, 'rule.tripleHaruf', none],
  [/digit cross/y, 'rule.digitCross', none],
  [/palat line/y, 'rule.palatLine', none],
  [/total line/y, 'rule.totalLine', none],
  [/no numbers/y, 'rule.noNumbers', none],
  [/palindrome/y, 'rule.palindrome', none],
  [/digit run/y, 'rule.digitRun', none],
  [/game name/y, 'rule.gameName', none],
  [/all joda/y, 'rule.allJoda', none],
  [/crossing/y, 'rule.crossing', none],
  [/family/y, 'rule.family', none],
  [/haruf/y, 'rule.haruf', none],
  [/batta/y, 'rule.batta', none],
  [/range/y, 'rule.range', none],
  [/palat/y, 'rule.palat', none],
  [/list/y, 'rule.list', none],
  [/ladi/y, 'rule.ladi', none],
  // The amount markers' placeholders ("=amount", "(count ghar amount)").
  [/amount/y, 'rule.amount', none],
  [/count/y, 'rule.count', none],
  [/ghar/y, 'rule.ghar', none],
];

// Notes and refusals: whole sentences.
const NOTES: Phrase[] = [
  [/^cannot read$/, 'note.cannotRead', none],
  [/^numbers without (?:any|an) amount$/, 'note.noAmount', none],
  [/^a haruf needs its digits$/, 'note.harufDigits', none],
  [/^a crossing needs at least two different digits$/, 'note.crossingDigits', none],
  [/^batta needs two digit groups$/, 'note.battaGroups', none],
  [/^no numbers before the amount$/, 'note.noNumbersBefore', none],
  [/^amount out of range$/, 'note.amountRange', none],
  [/^matches the lines read$/, 'note.matches', none],
  [/^adds nothing: a crossing has both orders already$/, 'note.palatNothing', none],
  [/^palat with no bet line \(with an amount\) before it$/, 'note.palatAlone', none],
  [/^munda is not read: /, 'note.munda', none],
  [/^a family needs a two-digit number/, 'note.familyNumber', none],
  [
    /^the family of (\d+) is read two ways: (.+) or every double; write the numbers$/,
    'note.familyTwoWays',
    (m) => ({ number: m[1]!, numbers: m[2]! }),
  ],
  [
    /^total (.+) but the lines read add up to (.+)$/,
    'note.totalDiffers',
    (m) => ({ stated: m[1]!, sum: m[2]! }),
  ],
  [/^amount (.+) from line (\d+)$/, 'note.amountFrom', (m) => ({ amount: m[1]!, line: m[2]! })],
  [
    /^not a range of numbers from (\d+) to (\d+)$/,
    'note.notRange',
    (m) => ({ from: m[1]!, to: m[2]! }),
  ],
  [
    /^(\d+) ghar does not fit (\d+) digits: (\d+) \(without joda\) or (\d+) \(with joda\)$/,
    'note.gharFit',
    (m) => ({ count: m[1]!, digits: m[2]!, without: m[3]!, with: m[4]! }),
  ],
];

/** A line's rule (e.g. "list (50); haruf =20", "digit cross") in the operator's words. */
export function wordRule(t: BetEntryT, rule: string): string {
  let out = '';
  let at = 0;
  while (at < rule.length) {
    const found = RULES.find(([pattern]) => {
      pattern.lastIndex = at;
      return pattern.test(rule);
    });
    if (found) {
      const [pattern, key, values] = found;
      pattern.lastIndex = at;
      const match = pattern.exec(rule)!;
      out += t(key, values(match));
      at += match[0].length;
    } else {
      out += rule[at];
      at += 1;
    }
  }
  return out;
}

/** A parser note or refusal reason in the operator's words. */
export function wordNote(t: BetEntryT, note: string): string {
  for (const [pattern, key, values] of NOTES) {
    const match = pattern.exec(note);
    if (match) return t(key, values(match));
  }
  return note;
}

/** A refused line: its number, the part not read and why (the parser's lineErrorMessage). */
export function wordLineError(
  t: BetEntryT,
  error: { line: number; part: string; message?: string },
): string {
  const reason =
    error.message && error.message !== 'cannot read' ? wordNote(t, error.message) : undefined;
  return reason
    ? t('error.lineWhy', { line: error.line, part: error.part, reason })
    : t('error.line', { line: error.line, part: error.part });
}

/** A bet's numbers as the parser describes them ("A.H 1", "12,21") with the row in his words. */
export function wordBetNumbers(t: BetEntryT, numbers: string): string {
  return numbers
    .replace(/^A\.H /, `${t('preview.andar')} `)
    .replace(/^B\.H /, `${t('preview.bahar')} `);
}
