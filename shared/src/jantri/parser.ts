import { jodiIndex, rupeeText } from './numbers';
import { chosenReading } from './parse-ambiguity';
import { describeEntry, entriesOf, palatOf, toEntries } from './parse-entries';
import { gameNames } from './parse-noise';
import { otherTotal, planLine, type LinePlan } from './parse-plan';
import { normaliseText } from './parse-tokens';
import type {
  LineReading,
  ParsedEntry,
  ParseError,
  ParseOptions,
  ParseResult,
  ParseWarning,
} from './parse-types';
import type { HeadResult } from './parser-heads';

export type * from './parse-types';

/** The message of a refused line, shown in the preview and answered by the server. */
export function lineErrorMessage(
  error: Pick<ParseError, 'line' | 'part'> & { message?: string },
): string {
  const reason = error.message && error.message !== 'cannot read' ? ` (${error.message})` : '';
  return `Line ${error.line}: cannot read "${error.part}"${reason}`;
}

interface Pending {
  reading: LineReading;
  result: HeadResult;
  switched: boolean;
}

/**
 * Reads a paste of bet lines (DESIGN section 5). A line that cannot be read is reported with
 * its number and the unreadable part and contributes nothing; every other line says how it was
 * read. `options` carries the operator's chosen readings and game names.
 */
export function parseBets(text: string, options: ParseOptions = {}): ParseResult {
  const names = gameNames(options.gameNames);
  const switchedLines = new Set(options.otherReadings ?? []);
  const entries: ParsedEntry[] = [];
  const errors: ParseError[] = [];
  const warnings: ParseWarning[] = [];
  const lines: LineReading[] = [];
  const games: string[] = [];
  let pending: Pending[] = [];
  let previous: ParsedEntry[] = [];
  let segmentPaise = 0;
  // Each distinct line is read once (see parse-plan); switched lines read the other way.
  const plans = new Map<string, LinePlan>();
  const switchedPlans = new Map<string, LinePlan>();

  const refuse = (reading: LineReading, part: string, message: string) => {
    reading.status = 'error';
    reading.note = message;
    errors.push({ line: reading.line, part, message });
  };
  const flushPending = () => {
    for (const p of pending) refuse(p.reading, p.reading.text, 'numbers without any amount');
    pending = [];
  };
  const noteGame = (game: string | null | undefined) => {
    if (game && !games.includes(game)) games.push(game);
  };
  const add = (reading: LineReading, made: ParsedEntry[]) => {
    if (reading.entryCount === 0) reading.firstEntry = entries.length;
    reading.entryCount += made.length;
    let paise = 0;
    for (const e of made) {
      entries.push(e);
      paise += e.totalPaise;
    }
    reading.totalPaise += paise;
    segmentPaise += paise;
    return made;
  };

  // Normalised once for the whole paste (per line it was most of the time of a long paste).
  const rawLines = text.split(/\r?\n/);
  let normalLines = normaliseText(text).split(/\r?\n/);
  if (normalLines.length !== rawLines.length) normalLines = rawLines.map(normaliseText);

  for (let index = 0; index < rawLines.length; index += 1) {
    const lineNo = index + 1;
    const switched = switchedLines.has(lineNo);
    const normal = normalLines[index]!;
    const cache = switched ? switchedPlans : plans;
    let plan = cache.get(normal);
    if (!plan) {
      plan = planLine(normal, names, switched);
      cache.set(normal, plan);
    }
    if (plan.kind === 'blank') continue;
    const reading: LineReading = {
      line: lineNo,
      text: rawLines[index]!.trim(),
      status: 'noise',
      rule: '',
      firstEntry: 0,
      entryCount: 0,
      totalPaise: 0,
    };
    lines.push(reading);
    switch (plan.kind) {
      case 'whatsapp':
        reading.rule = 'WhatsApp line';
        continue;
      case 'no-numbers':
        reading.rule = 'no numbers';
        continue;
      case 'header':
        flushPending();
        previous = [];
        noteGame(plan.game);
        reading.rule = 'game name';
        continue;
      case 'total': {
        const stated = plan.paise;
        flushPending();
        previous = [];
        reading.status = 'total';
        reading.rule = 'total line';
        reading.totalPaise = stated;
        if (stated !== segmentPaise) {
          reading.note = `total ${rupeeText(stated)} but the lines read add up to ${rupeeText(segmentPaise)}`;
          warnings.push({ line: lineNo, message: `Line ${lineNo}: ${reading.note}` });
        } else reading.note = 'matches the lines read';
        segmentPaise = 0;
        continue;
      }
      case 'palat': {
        reading.status = 'bets';
        if (previous.length === 0 || pending.length > 0) {
          refuse(reading, plan.text, 'palat with no bet line (with an amount) before it');
          continue;
        }
        const made = palatOf(previous, lineNo, plan.text);
        reading.rule = 'palat line';
        if (made.length === 0) reading.note = 'adds nothing: a crossing has both orders already';
        add(reading, made);
        previous = made;
        continue;
      }
    }
    reading.status = 'bets';
    noteGame(plan.game);
    if (plan.kind === 'error') {
      refuse(reading, plan.part, plan.message);
      continue;
    }
    if (plan.kind === 'carry') {
      reading.status = 'carried';
      reading.rule = plan.rule;
      if (plan.check) reading.check = { ...plan.check, otherTotalPaise: 0, switched };
      pending.push({ reading, result: plan.result, switched });
      continue;
    }
    const amountPaise = plan.amountPaise;
    for (const p of pending) {
      const picked = chosenReading(p.result, p.switched);
      p.reading.note = `amount ${rupeeText(amountPaise)} from line ${lineNo}`;
      const source = `${p.reading.text} (${rupeeText(amountPaise)} from line ${lineNo})`;
      add(p.reading, toEntries(picked.parts, amountPaise, p.reading.line, source, picked.rule));
      if (p.reading.check) {
        p.reading.check.otherTotalPaise = otherTotal(
          [{ result: p.result, amountPaise }],
          p.switched,
        );
      }
    }
    pending = [];
    previous = add(reading, entriesOf(plan.entries, lineNo));
    reading.rule = plan.rule;
    const check = plan.check;
    if (check) {
      reading.check = {
        reading: check.reading,
        other: check.other,
        otherTotalPaise: check.otherTotalPaise,
        switched,
      };
    }
  }
  flushPending();
  const totalPaise = entries.reduce((sum, entry) => sum + entry.totalPaise, 0);
  return { entries, errors, warnings, lines, games, totalPaise };
}

/** What a line bet on, for the preview: each record's numbers and the amount on each number. */
export function lineBets(
  result: Pick<ParseResult, 'entries'>,
  reading: LineReading,
): { numbers: string; amountPaise: number }[] {
  return result.entries
    .slice(reading.firstEntry, reading.firstEntry + reading.entryCount)
    .map((e) => ({ numbers: describeEntry(e), amountPaise: Object.values(e.amounts)[0] ?? 0 }));
}

/** Re-exported for callers that only need to test one written number. */
export { jodiIndex };
export { MAX_AMOUNT_PER_NUMBER } from './parse-line';
