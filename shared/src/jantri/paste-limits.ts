/**
 * Limits of one bet paste (issue 11): the server answers 400 naming the field above them, and the
 * preview shows the same message before the operator saves.
 */
export const MAX_PASTE_LINES = 2_000;
export const MAX_PASTE_RECORDS = 20_000;

/** Lines with something on them (blank lines do not count). */
export function pasteLineCount(text: string): number {
  let count = 0;
  for (const line of text.split('\n')) if (line.trim()) count += 1;
  return count;
}

export function tooManyLinesMessage(lines: number): string {
  return `A paste can have at most 2,000 lines; this one has ${lines.toLocaleString('en-IN')}. Please split it.`;
}

export function tooManyRecordsMessage(records: number): string {
  return `A paste can make at most 20,000 bet records; this one makes ${records.toLocaleString('en-IN')}. Please split it.`;
}
