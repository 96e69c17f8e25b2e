/**
 * One CSV cell. Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * quote mark, since names in the books are typed by people; numbers stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The lines of a CSV file (header first), CRLF-free. */
export function csvText(rows: (string | number | null | undefined)[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** A file name from free text: letters, digits and dashes only. */
export function fileSlug(text: string, fallback: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || fallback;
}
