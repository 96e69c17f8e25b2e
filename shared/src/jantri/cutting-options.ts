import { cuttingOf, cuttingString, excessOver, type CuttingResult } from './cutting';
import { DIGIT_LABELS, JODI_LABELS, rupeeText } from './numbers';
import { sheetTotals, type Sheet } from './sheet';

/**
 * The cutting options of DESIGN section 5, applied in this order to every cell:
 *   1. the base cut: the excess over the limit (cutNum for jodi, cutHrf for haruf), or with
 *      `lessPercent` that percentage of every cell instead (limits are then not used);
 *   2. `roundTo` 5 or 10: each cut amount rounded down to a multiple of that many rupees;
 *   3. `dabbaPaise`: cut amounts at or below this floor are dropped (not worth passing on).
 */
export interface CutOptions {
  cutNumPaise: number | null;
  cutHrfPaise: number | null;
  lessPercent?: number | null | undefined;
  roundTo?: 0 | 5 | 10 | undefined;
  dabbaPaise?: number | null | undefined;
}

/** One row of cells (jodi, andar or bahar) cut with the options; amounts in paise. */
export function cutCells(
  cells: number[],
  limitPaise: number | null,
  options: Omit<CutOptions, 'cutNumPaise' | 'cutHrfPaise'>,
): number[] {
  const base =
    options.lessPercent != null
      ? cells.map((paise) => Math.floor((paise * options.lessPercent!) / 100))
      : excessOver(cells, limitPaise);
  const step = (options.roundTo ?? 0) * 100;
  const rounded = step > 0 ? base.map((paise) => Math.floor(paise / step) * step) : base;
  const floor = options.dabbaPaise;
  return floor != null && floor > 0
    ? rounded.map((paise) => (paise <= floor ? 0 : paise))
    : rounded;
}

/** The cut of a whole sheet with the options: the grid and the copyable strings. */
export function cutSheetWithOptions(sheet: Sheet, options: CutOptions): CuttingResult {
  return cuttingOf(
    cutCells(sheet.jodi, options.cutNumPaise, options),
    cutCells(sheet.andar, options.cutHrfPaise, options),
    cutCells(sheet.bahar, options.cutHrfPaise, options),
  );
}

/** A cut grid as a sheet (paise cells), for the text forms and the image. */
export function cutGridSheet(
  cut: Pick<CuttingResult, 'jodiExcess' | 'andarExcess' | 'baharExcess'>,
): Sheet {
  return { jodi: cut.jodiExcess, andar: cut.andarExcess, bahar: cut.baharExcess };
}

/** Each haruf group carries its row word, so a pasted line reads them back as haruf. */
function harufGroups(row: 'A' | 'B', cells: number[]): string {
  const groups = cuttingString(cells, DIGIT_LABELS);
  return groups
    ? groups
        .split(' ')
        .map((group) => `${row} ${group}`)
        .join(' ')
    : '';
}

/**
 * The one-line form: jodi groups (`12,45(80) 33(50)`), then `A 3(100)` / `B 4(30)` groups.
 * Empty when nothing is cut.
 */
export function cutOneLine(cut: Sheet): string {
  return [
    cuttingString(cut.jodi, JODI_LABELS),
    harufGroups('A', cut.andar),
    harufGroups('B', cut.bahar),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The sheet form (DESIGN section 5): the game name, one `NN=amount` line per number ascending,
 * then `A d=amount` / `B d=amount` haruf lines, then `Total = N` (rupees).
 */
export function cutSheetText(gameName: string, cut: Sheet): string {
  const lines = [gameName.trim()];
  cut.jodi.forEach((paise, index) => {
    if (paise > 0) lines.push(`${JODI_LABELS[index]}=${rupeeText(paise)}`);
  });
  for (const [row, cells] of [
    ['A', cut.andar],
    ['B', cut.bahar],
  ] as const) {
    cells.forEach((paise, digit) => {
      if (paise > 0) lines.push(`${row} ${digit}=${rupeeText(paise)}`);
    });
  }
  lines.push(`Total = ${rupeeText(sheetTotals(cut).totalPaise)}`);
  return lines.join('\n');
}

/** A WhatsApp share link that opens the chat picker with the text filled in. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
