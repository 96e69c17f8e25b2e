import { JODI_LABELS, LEDGER_MESSAGES, paiseToRupees } from '@bgmi/shared';
import { type BetRecord, type BetSheet, type JantriClient } from '@bgmi/shared/jantri-contract';
import { addToSheet, emptySheet, sheetTotals, type Sheet } from '@bgmi/shared/jantri-calculators';
import type { DbOrTx } from '../db/database';
import { notFound } from '../lib/http-error';
import { sheetRecords, type BetRecordRow } from '../repositories/jantri-bet-repository';
import {
  findClient,
  findGame,
  type JantriClientRow,
  type JantriGameRow,
} from '../repositories/jantri-client-repository';

/** The caller's client by name, or 404: another operator's client is never found. */
export async function requireClient(
  db: DbOrTx,
  ownerId: string,
  name: string,
): Promise<JantriClientRow> {
  const client = await findClient(db, ownerId, name);
  if (!client) throw notFound(LEDGER_MESSAGES.clientNotFound, 'client_name');
  return client;
}

export async function requireGame(
  db: DbOrTx,
  ownerId: string,
  name: string,
): Promise<JantriGameRow> {
  const game = await findGame(db, ownerId, name);
  if (!game) throw notFound(LEDGER_MESSAGES.gameNotFound, 'game_name');
  return game;
}

/** The sheet of one client on a game, or of all clients when clientId is undefined. */
export async function loadSheet(
  db: DbOrTx,
  ownerId: string,
  gameId: string,
  clientId?: string,
): Promise<Sheet> {
  const records = await sheetRecords(db, ownerId, gameId, clientId);
  return addToSheet(
    records.map((record) => ({
      bet_type: record.betType,
      hruf_type: record.hrufType,
      amounts: record.amountsPaise,
    })),
    emptySheet(),
  );
}

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
