import { sql } from 'drizzle-orm';
import type { SheetPart } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/result-rows';

// What settling a declared result reads: every client of one operator that has bets on a game,
// with its terms and its records, in one statement (filtered by userId).

export interface ClientSheetOfGame {
  clientName: string;
  passingRate: number;
  lc: number;
  patti: number;
  commissionBasis: 'loss' | 'total';
  parts: SheetPart[];
}

interface Row {
  client_name: string;
  passing_rate: string;
  lc: string;
  patti: string;
  commission_basis: 'loss' | 'total';
  parts: [SheetPart['bet_type'], SheetPart['hruf_type'], SheetPart['amounts']][];
}

/**
 * One row per client with bets on the game, in the clients' list order (created, then name).
 * The records come aggregated per client (json_agg) rather than one row per record plus a
 * second query for the clients: settling 1,000 clients moved 3,000 rows through the driver and
 * now moves 1,000 (issue 14). Terms come as text and go through Number(), as drizzle's numeric
 * columns in 'number' mode do, so the settled figures are the same to the paisa.
 */
export async function clientSheetsOfGame(
  db: DbOrTx,
  userId: string,
  gameId: string,
): Promise<ClientSheetOfGame[]> {
  const result = await db.execute(sql`
    SELECT c.client_name, c.passing_rate::text AS passing_rate, c.lc::text AS lc,
      c.patti::text AS patti, c.commission_basis,
      json_agg(json_build_array(b.bet_type, b.hruf_type, b.amounts_paise)) AS parts
    FROM jantri_bets b JOIN jantri_clients c ON c.id = b.client_id AND c.owner_id = ${userId}
    WHERE b.owner_id = ${userId} AND b.game_id = ${gameId}
    GROUP BY c.id
    ORDER BY c.created_at, c.client_name`);
  return rowsOf<Row>(result).map((row) => ({
    clientName: row.client_name,
    passingRate: Number(row.passing_rate),
    lc: Number(row.lc),
    patti: Number(row.patti),
    commissionBasis: row.commission_basis,
    parts: row.parts.map(([bet_type, hruf_type, amounts]) => ({ bet_type, hruf_type, amounts })),
  }));
}
