import { DIGIT_LABELS, JODI_LABELS, rupeeText } from './numbers';
import type { Sheet } from './sheet';

/** The excess over a limit per cell (0 where the cell is at or under it), in paise. */
export function excessOver(cells: number[], limitPaise: number | null): number[] {
  return cells.map((paise) => (limitPaise === null ? 0 : Math.max(0, paise - limitPaise)));
}

/**
 * The cutting string (DESIGN section 5): cells with an excess, those with equal excess grouped
 * ascending as `12,45(80)`, groups joined by spaces, larger excess first.
 */
export function cuttingString(excess: number[], labels: readonly string[]): string {
  const groups = new Map<number, string[]>();
  excess.forEach((paise, index) => {
    if (paise <= 0) return;
    const group = groups.get(paise) ?? [];
    group.push(labels[index]!);
    groups.set(paise, group);
  });
  return [...groups.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([paise, group]) => `${group.join(',')}(${rupeeText(paise)})`)
    .join(' ');
}

export interface CuttingResult {
  jodiExcess: number[];
  andarExcess: number[];
  baharExcess: number[];
  cuttingJodi: string;
  andar: string;
  bahar: string;
}

/** Cutting of a sheet at cutNum (jodi) and cutHrf (haruf), both in paise; null skips a part. */
export function cutSheet(
  sheet: Sheet,
  cutNumPaise: number | null,
  cutHrfPaise: number | null,
): CuttingResult {
  return cuttingOf(
    excessOver(sheet.jodi, cutNumPaise),
    excessOver(sheet.andar, cutHrfPaise),
    excessOver(sheet.bahar, cutHrfPaise),
  );
}

/** A cut grid (jodi, andar, bahar excess in paise) with its copyable strings. */
export function cuttingOf(
  jodiExcess: number[],
  andarExcess: number[],
  baharExcess: number[],
): CuttingResult {
  return {
    jodiExcess,
    andarExcess,
    baharExcess,
    cuttingJodi: cuttingString(jodiExcess, JODI_LABELS),
    andar: cuttingString(andarExcess, DIGIT_LABELS),
    bahar: cuttingString(baharExcess, DIGIT_LABELS),
  };
}
