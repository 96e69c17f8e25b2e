import { currentLanguage, type Language } from '@bgmi/shared/i18n';
import { bookT } from './i18n';

/**
 * The words of each book a person can carry (issue 27): one labels object per image or file, in
 * the reader's language (locales/en.json and hi.json beside this file). Every image's font names
 * Noto Sans Devanagari (see png-file.ts), so Hindi labels render.
 */

/** The 10x10 grid images: the cut sheet and a game's sheet. */
export interface GridLabels {
  /** The line under the game name, e.g. "Cutting" or "Sheet". */
  kind: string;
  andar: string;
  bahar: string;
  jodiTotal: string;
  haroofTotal: string;
  finalTotal: string;
}

/** The hisab kitab table (PNG and CSV). */
export interface HisabLabels {
  title: string;
  client: string;
  game: string;
  result: string;
  totalKaam: string;
  jodiPs: string;
  hrfPs: string;
  lcComm: string;
  profitLoss: string;
  total: string;
  allClients: string;
}

/** The laser book table (PNG and CSV). */
export interface LaserLabels {
  title: string;
  date: string;
  profitLoss: string;
  receivePay: string;
  lainDain: string;
  final: string;
  lain: string;
  dain: string;
  /** The subtitle's "up to <date>" (the word order differs by language). */
  upTo: (date: string) => string;
}

export interface BookLabels {
  cut: GridLabels;
  sheet: GridLabels;
  hisab: HisabLabels;
  laser: LaserLabels;
}

export function gridLabels(language: Language, kind: 'cut' | 'sheet'): GridLabels {
  const w = (key: Parameters<typeof bookT>[1]) => bookT(language, key);
  return {
    kind: w(kind === 'cut' ? 'grid.cut' : 'grid.sheet'),
    andar: w('grid.andar'),
    bahar: w('grid.bahar'),
    jodiTotal: w('grid.jodiTotal'),
    haroofTotal: w('grid.haroofTotal'),
    finalTotal: w('grid.finalTotal'),
  };
}

export function hisabLabels(language: Language): HisabLabels {
  const keys = [
    ...['title', 'client', 'game', 'result', 'totalKaam', 'jodiPs', 'hrfPs'],
    ...['lcComm', 'profitLoss', 'total', 'allClients'],
  ] as const;
  return Object.fromEntries(
    keys.map((key) => [key, bookT(language, `hisab.${key}`)]),
  ) as unknown as HisabLabels;
}

export function laserLabels(language: Language): LaserLabels {
  const keys = ['title', 'date', 'profitLoss', 'receivePay', 'lainDain', 'final', 'lain', 'dain'];
  const words = Object.fromEntries(
    keys.map((key) => [key, bookT(language, `laser.${key}` as Parameters<typeof bookT>[1])]),
  );
  return {
    ...(words as Omit<LaserLabels, 'upTo'>),
    upTo: (date) => bookT(language, 'laser.upTo', { date }),
  };
}

/** Every book's labels in a language (the current page's language when none is given). */
export function bookLabels(language: Language = currentLanguage()): BookLabels {
  return {
    cut: gridLabels(language, 'cut'),
    sheet: gridLabels(language, 'sheet'),
    hisab: hisabLabels(language),
    laser: laserLabels(language),
  };
}

export const HISAB_LABELS_EN = hisabLabels('en');
export const LASER_LABELS_EN = laserLabels('en');
