import { addToSheet, emptySheet, settleSheet } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import type { JantriGameRow } from '../repositories/jantri-ledger/jantri-client-repository';
import { clientSheetsOfGame } from '../repositories/jantri-ledger/jantri-settlement-repository';
import {
  replaceHisabRows,
  type NewHisabRow,
} from '../repositories/jantri-ledger/jantri-hisab-repository';

/**
 * Settles every client's sheet on a game for a declared result (DESIGN section 5) and replaces
 * that day's hisab rows of the game. Run it inside the transaction that stores the result, so
 * the result and its rows are saved together. A non-numeric result settles nothing (the day's
 * old rows of the game are removed, as the result they came from no longer stands).
 * Returns the number of clients settled. Three statements whatever the number of clients: one
 * read of every client's records with its terms, one delete, one insert (issue 14).
 */
export async function settleGameResult(
  tx: DbOrTx,
  userId: string,
  game: JantriGameRow,
  day: string,
  result: string,
): Promise<number> {
  const rows: NewHisabRow[] = [];
  for (const client of await clientSheetsOfGame(tx, userId, game.id)) {
    const settled = settleSheet(
      addToSheet(client.parts, emptySheet()),
      {
        passing_rate: client.passingRate,
        lc: client.lc,
        patti: client.patti,
        commission_basis: client.commissionBasis,
      },
      result,
    );
    if (!settled) continue;
    rows.push({
      clientName: client.clientName,
      gameName: game.gameName,
      resultDate: day,
      nameResult: settled.name_result,
      totalKaamPaise: settled.total_kaam,
      jodiPsPaise: settled.jodi_ps,
      hrfPsPaise: settled.hrf_ps,
      lcCommPaise: settled.lc_comm,
      profitLossPaise: settled.profit_loss,
    });
  }
  await replaceHisabRows(tx, userId, game.gameName, day, rows);
  return rows.length;
}
