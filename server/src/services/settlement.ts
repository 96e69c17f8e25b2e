import { addToSheet, emptySheet, settleSheet, type Sheet } from '@bgmi/shared/jantri-calculators';
import type { DbOrTx } from '../db/database';
import { sheetRecords } from '../repositories/jantri-bet-repository';
import { listClients, type JantriGameRow } from '../repositories/jantri-client-repository';
import { replaceHisabRows, type NewHisabRow } from '../repositories/jantri-hisab-repository';

/**
 * Settles every client's sheet on a game for a declared result (DESIGN section 5) and replaces
 * that day's hisab rows of the game. Run it inside the transaction that stores the result, so
 * the result and its rows are saved together. A non-numeric result settles nothing (the day's
 * old rows of the game are removed, as the result they came from no longer stands).
 * Returns the number of clients settled.
 */
export async function settleGameResult(
  tx: DbOrTx,
  ownerId: string,
  game: JantriGameRow,
  day: string,
  result: string,
): Promise<number> {
  const [records, clients] = await Promise.all([
    sheetRecords(tx, ownerId, game.id),
    listClients(tx, ownerId),
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
  const rows: NewHisabRow[] = [];
  for (const client of clients) {
    const sheet = sheets.get(client.id);
    if (!sheet) continue;
    const settled = settleSheet(
      sheet,
      {
        passing_rate: Number(client.passingRate),
        lc: Number(client.lc),
        patti: Number(client.patti),
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
  await replaceHisabRows(tx, ownerId, game.gameName, day, rows);
  return rows.length;
}
