import { DIGIT_LABELS, JODI_LABELS } from './numbers';
import type { HrufType } from './parser';

/** One client's (or several clients') sheet on one game, in paise. */
export interface Sheet {
  jodi: number[]; // 100 cells, 00-99
  andar: number[]; // 10 cells, A.H
  bahar: number[]; // 10 cells, B.H
}

/** The stored shape of one bet record's amounts (labels to paise). */
export interface SheetPart {
  bet_type: string;
  hruf_type?: HrufType | null | undefined;
  amounts: Record<string, number>;
}

export function emptySheet(): Sheet {
  return { jodi: Array(100).fill(0), andar: Array(10).fill(0), bahar: Array(10).fill(0) };
}

/** Adds records onto a sheet (or a fresh one); records of haruf land on their row. */
export function addToSheet(parts: Iterable<SheetPart>, sheet: Sheet = emptySheet()): Sheet {
  for (const part of parts) {
    if (part.bet_type === 'hruf') {
      const row = part.hruf_type === 'bahar' ? sheet.bahar : sheet.andar;
      for (const [label, paise] of Object.entries(part.amounts)) {
        const digit = DIGIT_LABELS.indexOf(label);
        if (digit >= 0) row[digit] = (row[digit] ?? 0) + paise;
      }
    } else {
      for (const [label, paise] of Object.entries(part.amounts)) {
        const index = JODI_LABELS.indexOf(label);
        if (index >= 0) sheet.jodi[index] = (sheet.jodi[index] ?? 0) + paise;
      }
    }
  }
  return sheet;
}

export interface SheetTotals {
  jodiPaise: number;
  haroofPaise: number;
  totalPaise: number;
}

export function sheetTotals(sheet: Sheet): SheetTotals {
  const sum = (cells: number[]) => cells.reduce((a, b) => a + b, 0);
  const jodiPaise = sum(sheet.jodi);
  const haroofPaise = sum(sheet.andar) + sum(sheet.bahar);
  return { jodiPaise, haroofPaise, totalPaise: jodiPaise + haroofPaise };
}
