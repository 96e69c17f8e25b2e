import { ALL_CLIENTS } from '@bgmi/shared/server';
import { addToSheet, emptySheet, type RiskSheet, type Sheet } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { sheetRecords } from '../repositories/jantri-ledger/jantri-bet-repository';
import { listClients } from '../repositories/jantri-ledger/jantri-client-repository';
import { requireClient, requireGame } from './jantri-sheet';
import { readsTogether } from '../db/reads-together';

/**
 * The sheets behind the risk view: one per client with bets on the game (or the one chosen
 * client), each with that client's passing rate. Only the caller's clients and game are read.
 */
export async function loadRiskSheets(
  db: DbOrTx,
  userId: string,
  clientName: string,
  gameName: string,
): Promise<RiskSheet[]> {
  const all = clientName.toLowerCase() === ALL_CLIENTS.toLowerCase();
  const chosen = all ? null : await requireClient(db, userId, clientName);
  const game = await requireGame(db, userId, gameName);
  const [records, clients] = await readsTogether(db, [
    () => sheetRecords(db, userId, game.id, chosen?.id),
    () => (chosen ? Promise.resolve([chosen]) : listClients(db, userId)),
  ]);
  const sheets = new Map<string, Sheet>();
  for (const record of records) {
    const sheet = sheets.get(record.clientId) ?? emptySheet();
    addToSheet(
      [{ bet_type: record.betType, hruf_type: record.hrufType, amounts: record.amountsPaise }],
      sheet,
    );
    sheets.set(record.clientId, sheet);
  }
  return clients.flatMap((client) => {
    const sheet = sheets.get(client.id);
    return sheet ? [{ sheet, passing_rate: Number(client.passingRate) }] : [];
  });
}
