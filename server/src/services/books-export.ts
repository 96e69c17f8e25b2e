import { DIGIT_LABELS, JODI_LABELS } from '@bgmi/shared/server';
import { addToSheet, sheetTotals, type Sheet } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { csvText } from '../lib/csv';
import { csvWords, type CsvLanguage } from './csv-words';
import { sheetRecords } from '../repositories/jantri-ledger/jantri-bet-repository';
import { listClients } from '../repositories/jantri-ledger/jantri-client-repository';
import { hisabRows, lainDainRows } from '../repositories/jantri-ledger/jantri-hisab-repository';
import { csvRupees as rupees } from '../wire/jantri-ledger';
import { readsTogether } from '../db/reads-together';

export interface CsvExport {
  csv: string;
  rows: number;
}

const CLIENT_HEADER = [
  'date',
  'client',
  'entry',
  'game',
  'result',
  'total_kaam',
  'jodi_ps',
  'hrf_ps',
  'lc_comm',
  'profit_loss',
  'receive_pay',
  'balance',
  'lain_dain',
];

/**
 * A client's books up to `upTo` (every client's when clientName is null): each settled game and
 * each lain-dain entry, oldest first, with the laser book's running balance (a receipt from the
 * client lowers it, a payment to him raises it; above 0 the operator is to receive: lain).
 */
export async function clientBooksCsv(
  db: DbOrTx,
  userId: string,
  clientName: string | null,
  upTo: string,
  language: CsvLanguage = 'en',
): Promise<CsvExport> {
  const w = csvWords(language);
  const filter = { clientName: clientName ?? undefined, upTo };
  const [hisab, lainDain] = await readsTogether(db, [
    () => hisabRows(db, userId, filter),
    () => lainDainRows(db, userId, filter),
  ]);
  const entries = [
    ...hisab.map((row) => ({
      date: row.resultDate,
      order: 0,
      client: row.clientName,
      entry: w('game'),
      game: row.gameName,
      result: row.nameResult,
      kaam: row.totalKaamPaise,
      jodi: row.jodiPsPaise,
      hrf: row.hrfPsPaise,
      lc: row.lcCommPaise,
      profit: row.profitLossPaise,
      receivePay: 0,
    })),
    ...lainDain.map((row) => ({
      date: row.entryDate,
      order: 1,
      client: row.clientName,
      entry: `${w(row.type)} (${w(row.receiveType)})`,
      game: '',
      result: '',
      kaam: 0,
      jodi: 0,
      hrf: 0,
      lc: 0,
      profit: 0,
      receivePay: row.type === 'receive' ? -row.amountPaise : row.amountPaise,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  let balance = 0;
  const totals = { kaam: 0, jodi: 0, hrf: 0, lc: 0, profit: 0, receivePay: 0 };
  const lines = entries.map((e) => {
    balance += e.profit + e.receivePay;
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += e[key];
    return [
      e.date,
      e.client,
      e.entry,
      e.game,
      e.result,
      ...[e.kaam, e.jodi, e.hrf, e.lc, e.profit, e.receivePay, balance].map(rupees),
      balance > 0 ? w('lain') : balance < 0 ? w('dain') : '-',
    ];
  });
  const total = [w('TOTAL'), '', '', '', '', totals.kaam, totals.jodi, totals.hrf, totals.lc];
  return {
    csv: csvText([
      CLIENT_HEADER.map(w),
      ...lines,
      [
        ...total.map((v) => (typeof v === 'number' ? rupees(v) : v)),
        rupees(totals.profit),
        rupees(totals.receivePay),
        rupees(balance),
        balance > 0 ? w('lain') : balance < 0 ? w('dain') : '-',
      ],
    ]),
    rows: lines.length,
  };
}

const cellsOf = (sheet: Sheet) => [...sheet.jodi, ...sheet.andar, ...sheet.bahar];
const NUMBER_LABELS = [
  ...JODI_LABELS,
  ...DIGIT_LABELS.map((digit) => `A${digit}`),
  ...DIGIT_LABELS.map((digit) => `B${digit}`),
];

/**
 * A game's sheet: numbers 00-99 then the andar (A0-A9) and bahar (B0-B9) haruf, one column per
 * client with bets (or only clientId's), a total column, and a TOTAL row.
 */
export async function gameSheetCsv(
  db: DbOrTx,
  userId: string,
  gameId: string,
  clientId?: string,
  language: CsvLanguage = 'en',
): Promise<CsvExport> {
  const w = csvWords(language);
  const [records, clients] = await readsTogether(db, [
    () => sheetRecords(db, userId, gameId, clientId),
    () => listClients(db, userId),
  ]);
  const sheets = new Map<string, Sheet>();
  for (const record of records) {
    const part = {
      bet_type: record.betType,
      hruf_type: record.hrufType,
      amounts: record.amountsPaise,
    };
    sheets.set(record.clientId, addToSheet([part], sheets.get(record.clientId)));
  }
  const columns = clients
    .filter((client) => sheets.has(client.id))
    .map((client) => ({ name: client.clientName, cells: cellsOf(sheets.get(client.id)!) }));
  const all = addToSheet(
    records.map((r) => ({ bet_type: r.betType, hruf_type: r.hrufType, amounts: r.amountsPaise })),
  );
  const totalCells = cellsOf(all);
  const lines = NUMBER_LABELS.map((label, index) => [
    label,
    ...columns.map((column) => rupees(column.cells[index] ?? 0)),
    rupees(totalCells[index] ?? 0),
  ]);
  const sum = (cells: number[]) => rupees(cells.reduce((a, b) => a + b, 0));
  return {
    csv: csvText([
      [w('number'), ...columns.map((column) => column.name), w('total')],
      ...lines,
      [
        w('TOTAL'),
        ...columns.map((column) => sum(column.cells)),
        rupees(sheetTotals(all).totalPaise),
      ],
    ]),
    rows: lines.length,
  };
}
