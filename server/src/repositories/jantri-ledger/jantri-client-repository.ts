import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jantriClients, jantriGames } from '../../db/schema';

// Clients and games (bazars) of one operator. Every query is filtered by userId, so another
// operator's names are simply not found.

export type JantriClientRow = typeof jantriClients.$inferSelect;
export type JantriGameRow = typeof jantriGames.$inferSelect;

const sameName = (
  column: typeof jantriClients.clientName | typeof jantriGames.gameName,
  name: string,
) => sql`lower(btrim(${column})) = lower(btrim(${name}))`;

export async function listClients(db: DbOrTx, userId: string): Promise<JantriClientRow[]> {
  return db
    .select()
    .from(jantriClients)
    .where(eq(jantriClients.userId, userId))
    .orderBy(asc(jantriClients.createdAt), asc(jantriClients.clientName));
}

export async function findClient(
  db: DbOrTx,
  userId: string,
  name: string,
): Promise<JantriClientRow | null> {
  const rows = await db
    .select()
    .from(jantriClients)
    .where(and(eq(jantriClients.userId, userId), sameName(jantriClients.clientName, name)))
    .limit(1);
  return rows[0] ?? null;
}

export interface ClientTermsValues {
  lc: number;
  passingRate: number;
  patti: number;
  /** Absent on an edit: the client keeps its basis. */
  commissionBasis?: 'loss' | 'total' | undefined;
}

export async function insertClient(
  db: DbOrTx,
  userId: string,
  clientName: string,
  terms: ClientTermsValues,
): Promise<JantriClientRow> {
  const rows = await db
    .insert(jantriClients)
    .values({ userId, clientName, ...terms, commissionBasis: terms.commissionBasis ?? 'loss' })
    .returning();
  return rows[0]!;
}

export async function updateClientTerms(
  db: DbOrTx,
  userId: string,
  clientId: string,
  terms: ClientTermsValues,
): Promise<JantriClientRow | null> {
  const rows = await db
    .update(jantriClients)
    .set({ ...terms, commissionBasis: terms.commissionBasis ?? undefined })
    .where(and(eq(jantriClients.userId, userId), eq(jantriClients.id, clientId)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes a client; its bets go with it (ON DELETE CASCADE), its hisab rows stay. */
export async function deleteClient(db: DbOrTx, userId: string, clientId: string): Promise<boolean> {
  const rows = await db
    .delete(jantriClients)
    .where(and(eq(jantriClients.userId, userId), eq(jantriClients.id, clientId)))
    .returning({ id: jantriClients.id });
  return rows.length > 0;
}

export async function clientNames(db: DbOrTx, userId: string): Promise<string[]> {
  return (await listClients(db, userId)).map((row) => row.clientName);
}

export async function listGames(db: DbOrTx, userId: string): Promise<JantriGameRow[]> {
  return db
    .select()
    .from(jantriGames)
    .where(eq(jantriGames.userId, userId))
    .orderBy(asc(jantriGames.createdAt), asc(jantriGames.gameName));
}

export async function findGame(
  db: DbOrTx,
  userId: string,
  name: string,
): Promise<JantriGameRow | null> {
  const rows = await db
    .select()
    .from(jantriGames)
    .where(and(eq(jantriGames.userId, userId), sameName(jantriGames.gameName, name)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertGame(
  db: DbOrTx,
  userId: string,
  gameName: string,
  shortName: string,
): Promise<JantriGameRow> {
  const rows = await db.insert(jantriGames).values({ userId, gameName, shortName }).returning();
  return rows[0]!;
}

/** Deletes a game with its bets and results (cascade); hisab rows stay. */
export async function deleteGame(db: DbOrTx, userId: string, gameId: string): Promise<boolean> {
  const rows = await db
    .delete(jantriGames)
    .where(and(eq(jantriGames.userId, userId), eq(jantriGames.id, gameId)))
    .returning({ id: jantriGames.id });
  return rows.length > 0;
}

export async function gameNames(db: DbOrTx, userId: string): Promise<string[]> {
  return (await listGames(db, userId)).map((row) => row.gameName);
}
