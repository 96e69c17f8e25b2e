import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
import { afterCursor, cursorAt, type PageRequest } from '../../lib/page-cursor';
import {
  jantriBets,
  jantriClients,
  jantriGames,
  type JantriBetType,
  type JantriHrufType,
} from '../../db/schema';

// Bet records of one operator; every query is filtered by userId.

/** A bet record's own fields, the same as written and as read back. */
interface BetRecordFields {
  clientId: string;
  gameId: string;
  betType: JantriBetType;
  betNumbers: string;
  hrufType: JantriHrufType | null;
  source: string;
  amountsPaise: Record<string, number>;
  totalPaise: number;
}

export interface NewBetRecord extends BetRecordFields {
  /** Who wrote it (the operator when not named): a staff writer's own id. */
  writtenBy?: string;
}

/**
 * Inserts bet records as one statement with one parameter, the rows as JSON read by
 * json_to_recordset, and answers their ids (to remove a paste's slices if a later one fails).
 * Drizzle's multi-row insert built ten parameters a row in JavaScript, about 150 ms per 1,000
 * rows on the API's thread (550 ms under jest), so a 20,000-record paste held every other user's
 * call for seconds; this builds in a few milliseconds (as insertHisabRows).
 */
export async function insertBetRecords(
  db: DbOrTx,
  userId: string,
  records: NewBetRecord[],
): Promise<string[]> {
  if (records.length === 0) return [];
  const json = JSON.stringify(
    records.map((record) => ({
      client_id: record.clientId,
      game_id: record.gameId,
      bet_type: record.betType,
      bet_numbers: record.betNumbers,
      hruf_type: record.hrufType,
      source: record.source,
      amounts_paise: record.amountsPaise,
      total_paise: record.totalPaise,
      written_by: record.writtenBy ?? userId,
    })),
  );
  const result = await db.execute(sql`
    INSERT INTO ${jantriBets} (owner_id, client_id, game_id, bet_type, bet_numbers, hruf_type,
      source, amounts_paise, total_paise, written_by)
    SELECT ${userId}::uuid, r.client_id, r.game_id, r.bet_type, r.bet_numbers, r.hruf_type,
      r.source, r.amounts_paise, r.total_paise, r.written_by
    FROM json_to_recordset(${json}::text::json) AS r(client_id uuid, game_id uuid, bet_type text,
      bet_numbers text, hruf_type text, source text, amounts_paise jsonb, total_paise bigint,
      written_by uuid)
    RETURNING id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Removes the records of a paste that could not be stored whole. */
export async function deleteBetRecordsByIds(
  db: DbOrTx,
  userId: string,
  ids: string[],
): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += 1000) {
    const slice = ids.slice(start, start + 1000);
    const rows = await db
      .delete(jantriBets)
      .where(and(eq(jantriBets.userId, userId), inArray(jantriBets.id, slice)))
      .returning({ id: jantriBets.id });
    deleted += rows.length;
  }
  return deleted;
}

/** A record read back, with its client's and game's names. */
export interface BetRecordRow extends BetRecordFields {
  id: string;
  clientName: string;
  gameName: string;
  createdAt: Date;
}

export interface BetFilter {
  clientId?: string | undefined;
  gameId?: string | undefined;
}

/**
 * Records with their client and game names, newest first; with `page`, one page of them plus
 * one row more (to tell whether another page follows).
 */
export async function listBetRecords(
  db: DbOrTx,
  userId: string,
  filter: BetFilter = {},
  page?: PageRequest,
): Promise<(BetRecordRow & { cursorAt: string })[]> {
  const conditions: SQL[] = [eq(jantriBets.userId, userId)];
  if (page?.after) conditions.push(afterCursor(jantriBets.createdAt, jantriBets.id, page.after));
  if (filter.clientId) conditions.push(eq(jantriBets.clientId, filter.clientId));
  if (filter.gameId) conditions.push(eq(jantriBets.gameId, filter.gameId));
  return db
    .select({
      id: jantriBets.id,
      clientId: jantriBets.clientId,
      gameId: jantriBets.gameId,
      clientName: jantriClients.clientName,
      gameName: jantriGames.gameName,
      betType: jantriBets.betType,
      betNumbers: jantriBets.betNumbers,
      hrufType: jantriBets.hrufType,
      source: jantriBets.source,
      amountsPaise: jantriBets.amountsPaise,
      totalPaise: jantriBets.totalPaise,
      createdAt: jantriBets.createdAt,
      cursorAt: cursorAt(jantriBets.createdAt),
    })
    .from(jantriBets)
    .innerJoin(jantriClients, eq(jantriClients.id, jantriBets.clientId))
    .innerJoin(jantriGames, eq(jantriGames.id, jantriBets.gameId))
    .where(and(...conditions))
    .orderBy(desc(jantriBets.createdAt), desc(jantriBets.id))
    .limit(page ? page.limit + 1 : 1_000_000);
}

/** Just the amounts of a sheet: one client, or every client when clientId is undefined. */
export async function sheetRecords(
  db: DbOrTx,
  userId: string,
  gameId: string,
  clientId?: string,
): Promise<
  {
    clientId: string;
    betType: JantriBetType;
    hrufType: JantriHrufType | null;
    amountsPaise: Record<string, number>;
  }[]
> {
  const conditions: SQL[] = [eq(jantriBets.userId, userId), eq(jantriBets.gameId, gameId)];
  if (clientId) conditions.push(eq(jantriBets.clientId, clientId));
  return db
    .select({
      clientId: jantriBets.clientId,
      betType: jantriBets.betType,
      hrufType: jantriBets.hrufType,
      amountsPaise: jantriBets.amountsPaise,
    })
    .from(jantriBets)
    .where(and(...conditions));
}

export async function deleteSheet(
  db: DbOrTx,
  userId: string,
  clientId: string,
  gameId: string,
): Promise<number> {
  const rows = await db
    .delete(jantriBets)
    .where(
      and(
        eq(jantriBets.userId, userId),
        eq(jantriBets.clientId, clientId),
        eq(jantriBets.gameId, gameId),
      ),
    )
    .returning({ id: jantriBets.id });
  return rows.length;
}

export async function deleteBetRecord(
  db: DbOrTx,
  userId: string,
  recordId: string,
): Promise<boolean> {
  const rows = await db
    .delete(jantriBets)
    .where(and(eq(jantriBets.userId, userId), eq(jantriBets.id, recordId)))
    .returning({ id: jantriBets.id });
  return rows.length > 0;
}
