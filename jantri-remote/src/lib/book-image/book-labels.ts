/**
 * The words of each book a person can carry (issue 27): one labels object per image or file, so a
 * reader's language is one object away (English now; a Hindi object plugs in with the same keys).
 * Every image's font names Noto Sans Devanagari (see png-file.ts), so Hindi labels render.
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

export const CUT_LABELS_EN: GridLabels = {
  kind: 'Cutting',
  andar: 'A. H.',
  bahar: 'B. H.',
  jodiTotal: 'Jodi Total',
  haroofTotal: 'Haroof Total',
  finalTotal: 'Final Total',
};

export const SHEET_LABELS_EN: GridLabels = { ...CUT_LABELS_EN, kind: 'Sheet' };

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

export const HISAB_LABELS_EN: HisabLabels = {
  title: 'Hisab Kitab',
  client: 'Client',
  game: 'Game',
  result: 'Result',
  totalKaam: 'Total Kaam',
  jodiPs: 'Jodi PS',
  hrfPs: 'Haruf PS',
  lcComm: 'LC Comm',
  profitLoss: 'Profit/Loss',
  total: 'TOTAL',
  allClients: 'All clients',
};

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
  upTo: string;
}

export const LASER_LABELS_EN: LaserLabels = {
  title: 'Laser Book',
  date: 'Date',
  profitLoss: 'Profit/Loss',
  receivePay: 'Receive/Pay',
  lainDain: 'Lain/Dain',
  final: 'Final',
  lain: 'Lain',
  dain: 'Dain',
  upTo: 'up to',
};
