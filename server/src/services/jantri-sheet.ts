import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { addToSheet, emptySheet, type Sheet } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { notFound } from '../lib/http-error';
import { sheetRecords } from '../repositories/jantri-ledger/jantri-bet-repository';
import {
  findClient,
  findGame,
  type JantriClientRow,
  type JantriGameRow,
} from '../repositories/jantri-ledger/jantri-client-repository';

/** The caller's client by name, or 404: another operator's client is never found. */
export async function requireClient(
  db: DbOrTx,
  userId: string,
  name: string,
): Promise<JantriClientRow> {
  const client = await findClient(db, userId, name);
  if (!client) throw notFound(LEDGER_MESSAGES.clientNotFound, 'client_name');
  return client;
}

export async function requireGame(
  db: DbOrTx,
  userId: string,
  name: string,
): Promise<JantriGameRow> {
  const game = await findGame(db, userId, name);
  if (!game) throw notFound(LEDGER_MESSAGES.gameNotFound, 'game_name');
  return game;
}

/** The sheet of one client on a game, or of all clients when clientId is undefined. */
export async function loadSheet(
  db: DbOrTx,
  userId: string,
  gameId: string,
  clientId?: string,
): Promise<Sheet> {
  const records = await sheetRecords(db, userId, gameId, clientId);
  return addToSheet(
    records.map((record) => ({
      bet_type: record.betType,
      hruf_type: record.hrufType,
      amounts: record.amountsPaise,
    })),
    emptySheet(),
  );
}
