import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
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

const withOwner = (userId: string, record: NewBetRecord) => ({
  userId,
  ...record,
  writtenBy: record.writtenBy ?? userId,
});

export async function insertBetRecords(
  db: DbOrTx,
  userId: string,
  records: NewBetRecord[],
): Promise<number> {
  // Large pastes are written in slices so one statement stays within the driver's parameter limit.
  for (let start = 0; start < records.length; start += 1000) {
    const slice = records.slice(start, start + 1000).map((record) => withOwner(userId, record));
    await db.insert(jantriBets).values(slice);
  }
  return records.length;
}

/** Inserts one slice of a paste and answers the new ids (to remove them if a later slice fails). */
export async function insertBetRecordsReturningIds(
  db: DbOrTx,
  userId: string,
  records: NewBetRecord[],
): Promise<string[]> {
  if (records.length === 0) return [];
  const rows = await db
    .insert(jantriBets)
    .values(records.map((record) => withOwner(userId, record)))
    .returning({ id: jantriBets.id });
  return rows.map((row) => row.id);
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
