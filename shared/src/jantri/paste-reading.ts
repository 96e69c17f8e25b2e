import { LEDGER_MESSAGES } from './messages';
import {
  MAX_PASTE_LINES,
  MAX_PASTE_RECORDS,
  pasteLineCount,
  tooManyLinesMessage,
  tooManyRecordsMessage,
} from './paste-limits';
import { lineErrorMessage, parseBets } from './parser';
import type { ParseResult } from './parse-types';

/**
 * One reading of a bet paste (issue 24), for the preview and the server alike: the same text,
 * the same game names and short names, the same choices give the same bet records, and the same
 * rules decide whether the paste may be stored. The server's service and the preview both call
 * only these two functions.
 */

/** An operator's game as both sides know it: its name and the short name he gave it. */
export interface PasteGame {
  name: string;
  shortName?: string | null;
}

/** The operator's choice on each ambiguous ("check") line. */
export interface PasteChoices {
  /** Lines switched to their other reading. */
  otherReadings?: readonly number[];
  /** Lines where the operator kept the reading shown first. */
  keptReadings?: readonly number[];
}

export function readPaste(
  text: string,
  games: readonly PasteGame[],
  choices: PasteChoices = {},
): ParseResult {
  return parseBets(text, {
    otherReadings: choices.otherReadings ?? [],
    gameNames: games.map((game) => ({ name: game.name, shortName: game.shortName ?? null })),
  });
}

export interface PasteProblem {
  field: 'text' | 'other_readings' | 'kept_readings';
  message: string;
  /** limit: too many lines or records (the preview shows it at once; the rest per line). */
  kind: 'limit' | 'unread' | 'choice' | 'empty';
}

const lineList = (lines: number[]) =>
  lines.length === 1
    ? `Line ${lines[0]}`
    : `Lines ${lines.slice(0, 5).join(', ')}${lines.length > 5 ? ` (and ${lines.length - 5} more)` : ''}`;

/**
 * Why this paste may not be stored, or null (the server answers 400 naming `field`; the preview
 * shows the message and keeps Save off). Every ambiguous line needs the operator's choice
 * (issue 27: "check" lines are never stored on a default).
 */
export function pasteProblem(
  text: string,
  parsed: ParseResult,
  choices: PasteChoices = {},
): PasteProblem | null {
  const lineCount = pasteLineCount(text);
  if (lineCount > MAX_PASTE_LINES)
    return { field: 'text', message: tooManyLinesMessage(lineCount), kind: 'limit' };
  if (parsed.errors.length > 0) {
    const shown = parsed.errors.slice(0, 5).map(lineErrorMessage).join('; ');
    const more = parsed.errors.length > 5 ? ` (and ${parsed.errors.length - 5} more)` : '';
    return { field: 'text', message: shown + more, kind: 'unread' };
  }
  const checked = new Set(parsed.lines.filter((l) => l.check).map((l) => l.line));
  const other = choices.otherReadings ?? [];
  const kept = choices.keptReadings ?? [];
  for (const [field, lines] of [
    ['other_readings', other],
    ['kept_readings', kept],
  ] as const) {
    const single = lines.find((line) => !checked.has(line));
    if (single !== undefined) {
      return { field, message: `Line ${single} has only one reading to choose`, kind: 'choice' };
    }
  }
  const both = kept.find((line) => other.includes(line));
  if (both !== undefined) {
    return {
      field: 'kept_readings',
      message: `Line ${both} cannot keep both readings`,
      kind: 'choice',
    };
  }
  const open = [...checked].filter((line) => !other.includes(line) && !kept.includes(line));
  if (open.length > 0) {
    return {
      field: 'other_readings',
      message: `${lineList(open)} can be read two ways: choose a reading before saving`,
      kind: 'choice',
    };
  }
  if (parsed.entries.length === 0) {
    return { field: 'text', message: LEDGER_MESSAGES.enterBets, kind: 'empty' };
  }
  if (parsed.entries.length > MAX_PASTE_RECORDS) {
    return { field: 'text', message: tooManyRecordsMessage(parsed.entries.length), kind: 'limit' };
  }
  return null;
}

/** The games of a get-jantri-games answer as readPaste takes them (the preview's input). */
export function pasteGamesOf(games: readonly { game_name: string; short_name: string }[]) {
  return games.map((game): PasteGame => ({ name: game.game_name, shortName: game.short_name }));
}
