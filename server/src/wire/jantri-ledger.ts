import { JODI_LABELS, paiseToRupees } from '@bgmi/shared/server';
import type { BetRecord, BetSheet, HistoryRow, JantriClient, LaserRow } from '@bgmi/shared/server';
import { sheetTotals, type RiskOutcome, type Sheet } from '@bgmi/shared/server';
import type { BetRecordRow } from '../repositories/jantri-ledger/jantri-bet-repository';
import type { JantriClientRow } from '../repositories/jantri-ledger/jantri-client-repository';
import type {
  hisabRows,
  lainDainRows,
} from '../repositories/jantri-ledger/jantri-hisab-repository';

type HisabRow = Awaited<ReturnType<typeof hisabRows>>[number];
type LainDainRow = Awaited<ReturnType<typeof lainDainRows>>[number];

/** A hisab row of one client and game on one day. */
export function toHisabRow(row: HisabRow) {
  return {
    _id: row.id,
    client_name: row.clientName,
    game_name: row.gameName,
    date: row.resultDate,
    hrf_ps: paiseToRupees(row.hrfPsPaise),
    jodi_ps: paiseToRupees(row.jodiPsPaise),
    name_result: row.nameResult,
    lc_comm: paiseToRupees(row.lcCommPaise),
    profit_loss: paiseToRupees(row.profitLossPaise),
    total_kaam: paiseToRupees(row.totalKaamPaise),
  };
}

/** A lain-dain record. */
export function toLainDainRow(row: LainDainRow) {
  return {
    _id: row.id,
    client_name: row.clientName,
    type: row.type,
    receive_type: row.receiveType,
    amount: paiseToRupees(row.amountPaise),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The cut grid of the cutting answer: each excess and the totals, in rupees. */
export function cutGridToWire(cut: {
  jodiExcess: number[];
  andarExcess: number[];
  baharExcess: number[];
}) {
  const sum = (cells: number[]) => cells.reduce((a, b) => a + b, 0);
  const jodiTotal = sum(cut.jodiExcess);
  const haroofTotal = sum(cut.andarExcess) + sum(cut.baharExcess);
  return {
    details: cut.jodiExcess.map(paiseToRupees),
    andar: cut.andarExcess.map(paiseToRupees),
    bahar: cut.baharExcess.map(paiseToRupees),
    jodi_total: paiseToRupees(jodiTotal),
    haroof_total: paiseToRupees(haroofTotal),
    final_total: paiseToRupees(jodiTotal + haroofTotal),
  };
}

/** The worst number of a risk outcome. */
export const worstToWire = (outcome: RiskOutcome) => ({
  number: JODI_LABELS[outcome.worst.index]!,
  payout: paiseToRupees(outcome.worst.payout),
  loss: paiseToRupees(outcome.worst.loss),
});

/** The risk view's figures: the collection and, per number, its amount, payout and loss. */
export function riskToWire(outcome: RiskOutcome, jodiAmountsPaise: readonly number[]) {
  return {
    collection: paiseToRupees(outcome.collection),
    numbers: JODI_LABELS.map((number, n) => ({
      number,
      amount: paiseToRupees(jodiAmountsPaise[n]!),
      payout: paiseToRupees(outcome.payout[n]!),
      loss: paiseToRupees(outcome.loss[n]!),
    })),
    worst: worstToWire(outcome),
  };
}

/** The jodi cut that caps the loss, with the outcome after it. */
export function riskCapToWire(
  cap: { needed: boolean; reachable: boolean; cutNumPaise: number | null; after: RiskOutcome },
  maxLoss: number,
  cutHrf: number | null,
) {
  return {
    max_loss: maxLoss,
    needed: cap.needed,
    reachable: cap.reachable,
    cutNum: cap.cutNumPaise === null ? null : paiseToRupees(cap.cutNumPaise),
    cutHrf,
    collection_after: paiseToRupees(cap.after.collection),
    worst_after: worstToWire(cap.after),
  };
}

/** A paste's total as the bet entry answer carries it. */
export const betsSavedTotal = (totalPaise: number) => paiseToRupees(totalPaise);

const rupeeCells = (cells: number[]) => cells.map(paiseToRupees);

/** The spec's client bet data: every number 00-99 ascending, the totals and the haruf rows. */
export function sheetToWire(sheet: Sheet): BetSheet {
  const totals = sheetTotals(sheet);
  return {
    updatedBetNumbers: {
      details: JODI_LABELS.map((label, index) => ({
        [label]: paiseToRupees(sheet.jodi[index] ?? 0),
      })),
      total_amount: paiseToRupees(totals.totalPaise),
      jodi_total: paiseToRupees(totals.jodiPaise),
      haroof_total: paiseToRupees(totals.haroofPaise),
    },
    HarufBetNumbers: { andar: rupeeCells(sheet.andar), bahar: rupeeCells(sheet.bahar) },
  };
}

export function clientToWire(row: JantriClientRow): JantriClient {
  return {
    _id: row.id,
    client_name: row.clientName,
    lc: Number(row.lc),
    passing_rate: Number(row.passingRate),
    patti: Number(row.patti),
    commission_basis: row.commissionBasis,
    createdAt: row.createdAt.toISOString(),
  };
}

export function betRecordToWire(row: BetRecordRow): BetRecord {
  return {
    _id: row.id,
    client_name: row.clientName,
    game_name: row.gameName,
    bet_type: row.betType,
    bet_numbers: row.betNumbers,
    bet_data: {
      amounts: Object.fromEntries(
        Object.entries(row.amountsPaise).map(([label, paise]) => [label, paiseToRupees(paise)]),
      ),
      hruf_type: row.hrufType,
      source: row.source,
    },
    total_amount: paiseToRupees(row.totalPaise),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Jantri History's rows: per client and game, the records, their count and total. */
export function historyToWire(records: BetRecordRow[]): HistoryRow[] {
  const rows = new Map<string, HistoryRow & { paise: number }>();
  for (const record of records) {
    const key = `${record.clientId}:${record.gameId}`;
    const row = rows.get(key) ?? {
      client_name: record.clientName,
      game_name: record.gameName,
      total_bet_obj: { total_bets: 0, total_amount: 0, details: [] },
      paise: 0,
    };
    row.total_bet_obj.total_bets += 1;
    row.paise += record.totalPaise;
    row.total_bet_obj.details.push(betRecordToWire(record));
    rows.set(key, row);
  }
  return [...rows.values()]
    .map(({ paise, ...row }) => ({
      ...row,
      total_bet_obj: { ...row.total_bet_obj, total_amount: paiseToRupees(paise) },
    }))
    .sort(
      (a, b) =>
        a.client_name.localeCompare(b.client_name) || a.game_name.localeCompare(b.game_name),
    );
}

/** A day of the laser book (a client's or the whole book's running balance). */
export const toLaserRow = (
  date: string,
  clientName: string,
  day: { profit: number; receivePay: number; final: number; balance: number },
): LaserRow => ({
  date,
  client_name: clientName,
  profit_loss: paiseToRupees(day.profit),
  recive_pay: paiseToRupees(day.receivePay),
  final: paiseToRupees(day.final),
  balance: paiseToRupees(day.balance),
  lain_dain: day.balance > 0 ? 'lain' : day.balance < 0 ? 'dain' : '-',
});

/** An amount as a cell of the books' CSV export (rupees). */
export const csvRupees = (paise: number) => paiseToRupees(paise);
