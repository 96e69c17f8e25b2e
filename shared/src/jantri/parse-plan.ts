import { cellCount, chosenReading } from './parse-ambiguity';
import { toTemplates, type EntryTemplate } from './parse-entries';
import { readBetLine, type ReadGroup } from './parse-line';
import {
  cutGameName,
  readHeader,
  readTotalLine,
  stripWhatsApp,
  type GameNames,
} from './parse-noise';
import { rewritePhrases, tokenize } from './parse-tokens';
import type { HeadResult } from './parser-heads';

/**
 * What one pasted line is, read from its text alone (issue 11, speed). A paste repeats lines
 * (the same bets for several clients, `palat`, headers), so parseBets reads each distinct line
 * once into a plan and only replays the plan, with the line's number, for every repeat: the
 * running state (carried numbers, palat, totals, games) stays in parseBets.
 */
export type LinePlan =
  | { kind: 'blank' }
  | { kind: 'whatsapp' }
  | { kind: 'no-numbers' }
  | { kind: 'header'; game: string | null }
  | { kind: 'total'; paise: number }
  | { kind: 'palat'; text: string }
  | BetPlan;

export type BetPlan = { game: string | null | undefined } & (
  | { kind: 'error'; part: string; message: string }
  | { kind: 'carry'; result: HeadResult; rule: string; check: CheckText | undefined }
  | {
      kind: 'groups';
      /** The line's bet records, copied with the real line number (see entriesOf). */
      entries: EntryTemplate[];
      /** The first group's amount, which numbers carried from earlier lines take. */
      amountPaise: number;
      rule: string;
      check: (CheckText & { otherTotalPaise: number }) | undefined;
    }
);

/** An ambiguous line's two readings, as the preview names them. */
export interface CheckText {
  reading: string;
  other: string;
}

const BLANK: LinePlan = { kind: 'blank' };
const WHATSAPP: LinePlan = { kind: 'whatsapp' };
const NO_NUMBERS: LinePlan = { kind: 'no-numbers' };
const HAS_TEXT = /[0-9a-z\p{sc=Deva}]/u;
const PALAT_LINE = /^[\s.,!]*(?:palat|palta|plt|palt)[\s.,!]*$/;

/** Reads one normalised line; `switched`: the operator chose the other reading. */
export function planLine(normal: string, names: GameNames, switched: boolean): LinePlan {
  const stripped = stripWhatsApp(normal);
  const line = rewritePhrases(stripped.text);
  if (stripped.whatsappOnly || (!line && stripped.hadPrefix)) return WHATSAPP;
  if (!line) return BLANK;
  if (!HAS_TEXT.test(line)) return NO_NUMBERS;
  const header = readHeader(line, names);
  if (header) return { kind: 'header', game: header.game };
  const stated = readTotalLine(line);
  if (stated !== null) return { kind: 'total', paise: stated };
  if (PALAT_LINE.test(line)) return { kind: 'palat', text: line };
  const cut = cutGameName(line, names);
  const game = cut.game;
  const outcome = readBetLine(cut.text, tokenize(cut.text), switched);
  if (outcome.kind === 'error') return { ...outcome, game };
  if (outcome.kind === 'carry') {
    const { result } = outcome;
    const rule = chosenReading(result, switched).rule;
    return { kind: 'carry', game, result, rule, check: checkText([result], switched) };
  }
  const { groups } = outcome;
  const entries: EntryTemplate[] = [];
  const rules = new Set<string>();
  for (const group of groups) {
    rules.add(`${group.reading.rule} ${group.marker}`);
    const { parts, rule } = group.reading;
    entries.push(...toTemplates(parts, group.amountPaise, group.source, rule));
  }
  const text = checkText(
    groups.map((g) => g.result),
    switched,
  );
  return {
    kind: 'groups',
    game,
    entries,
    amountPaise: groups[0]!.amountPaise,
    rule: [...rules].join('; '),
    check: text && { ...text, otherTotalPaise: otherTotal(groups, switched) },
  };
}

/** The two readings of a line's ambiguous groups, or undefined when none is ambiguous. */
export function checkText(results: HeadResult[], switched: boolean): CheckText | undefined {
  const ambiguous = results.filter((r) => r.other);
  if (ambiguous.length === 0) return undefined;
  return {
    reading: ambiguous.map((r) => chosenReading(r, switched).rule).join(', '),
    other: ambiguous.map((r) => chosenReading(r, !switched).rule).join(', '),
  };
}

/** The line's total under the reading not taken (to show what the switch would change). */
export function otherTotal(
  groups: Pick<ReadGroup, 'result' | 'amountPaise'>[],
  switched: boolean,
): number {
  return groups.reduce(
    (sum, g) => sum + g.amountPaise * cellCount(chosenReading(g.result, !switched).parts),
    0,
  );
}
