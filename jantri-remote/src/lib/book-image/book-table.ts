import type { HisabRow, LaserRow } from '@bgmi/shared/jantri-contract';
import type { HisabLabels, LaserLabels } from './book-labels';
import { numberFormat } from '@bgmi/shared/i18n';

/** A book as a table: what the PNG draws and the CSV writes, in the reader's labels. */
export interface BookTable {
  title: string;
  subtitle: string;
  columns: { label: string; numeric: boolean }[];
  rows: string[][];
  /** Per row, per cell: 'plus' (green), 'minus' (red) or null. */
  tones: ('plus' | 'minus' | null)[][];
  total: string[] | null;
  filename: string;
}

const money = (value: number) => numberFormat('en-IN', { maximumFractionDigits: 2 }).format(value);
const sum = (rows: HisabRow[], pick: (r: HisabRow) => number) =>
  Math.round(rows.reduce((a, r) => a + Math.round(pick(r) * 100), 0)) / 100;
/** The colours of the screens: Hisab Kitab shows profit/loss green from 0 up, the laser book red. */
const hisabTone = (value: number) => (value >= 0 ? 'plus' : 'minus');
const laserTone = (value: number) => (value >= 0 ? 'minus' : 'plus');

export function hisabBookTable(
  rows: HisabRow[],
  meta: { client: string; date: string },
  l: HisabLabels,
): BookTable {
  const cells = (
    r: Pick<HisabRow, 'total_kaam' | 'jodi_ps' | 'hrf_ps' | 'lc_comm' | 'profit_loss'>,
  ) => [
    money(r.total_kaam),
    money(r.jodi_ps),
    money(r.hrf_ps),
    money(r.lc_comm),
    money(r.profit_loss),
  ];
  const total = {
    total_kaam: sum(rows, (r) => r.total_kaam),
    jodi_ps: sum(rows, (r) => r.jodi_ps),
    hrf_ps: sum(rows, (r) => r.hrf_ps),
    lc_comm: sum(rows, (r) => r.lc_comm),
    profit_loss: sum(rows, (r) => r.profit_loss),
  };
  const who = meta.client || l.allClients;
  return {
    title: l.title,
    subtitle: `${who} · ${meta.date}`,
    columns: [
      { label: l.client, numeric: false },
      { label: l.game, numeric: false },
      { label: l.result, numeric: false },
      ...[l.totalKaam, l.jodiPs, l.hrfPs, l.lcComm, l.profitLoss].map((label) => ({
        label,
        numeric: true,
      })),
    ],
    rows: rows.map((r) => [r.client_name, r.game_name, r.name_result, ...cells(r)]),
    tones: rows.map((r) => [null, null, null, null, null, null, null, hisabTone(r.profit_loss)]),
    total: [l.total, '', '', ...cells(total)],
    filename: `hisab-${who}-${meta.date}`,
  };
}

export function laserBookTable(
  rows: LaserRow[],
  meta: { client: string; date: string },
  l: LaserLabels,
): BookTable {
  const lainDain = (r: LaserRow) =>
    `${r.lain_dain === 'lain' ? l.lain : r.lain_dain === 'dain' ? l.dain : '-'} (${money(Math.abs(r.balance))})`;
  return {
    title: l.title,
    subtitle: `${meta.client} · ${l.upTo(meta.date)}`,
    columns: [
      { label: l.date, numeric: false },
      { label: l.profitLoss, numeric: true },
      { label: l.receivePay, numeric: true },
      { label: l.lainDain, numeric: false },
      { label: l.final, numeric: true },
    ],
    rows: rows.map((r) => [
      r.date,
      money(r.profit_loss),
      money(r.recive_pay),
      lainDain(r),
      money(r.final),
    ]),
    tones: rows.map((r) => [
      null,
      laserTone(r.profit_loss),
      r.recive_pay >= 0 ? 'plus' : 'minus',
      null,
      null,
    ]),
    total: null,
    filename: `laser-${meta.client}-${meta.date}`,
  };
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
/** Numbers in the CSV without the Indian grouping commas, so a spreadsheet reads them. */
const plain = (text: string, numeric: boolean) => (numeric ? text.replace(/,/g, '') : text);

/** The same table as CSV: title line, header, rows, total. */
export function bookTableCsv(table: BookTable): string {
  const line = (cells: string[]) =>
    cells.map((cell, i) => csvCell(plain(cell, table.columns[i]?.numeric ?? false))).join(',');
  return [
    csvCell(`${table.title} · ${table.subtitle}`),
    line(table.columns.map((c) => c.label)),
    ...table.rows.map(line),
    ...(table.total ? [line(table.total)] : []),
  ].join('\n');
}
