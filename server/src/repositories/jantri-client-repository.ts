import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { jantriClients, jantriGames } from '../db/schema';

// Clients and games (bazars) of one operator. Every query is filtered by ownerId, so another
// operator's names are simply not found.

export type JantriClientRow = typeof jantriClients.$inferSelect;
export type JantriGameRow = typeof jantriGames.$inferSelect;

const sameName = (
  column: typeof jantriClients.clientName | typeof jantriGames.gameName,
  name: string,
) => sql`lower(btrim(${column})) = lower(btrim(${name}))`;

export async function listClients(db: DbOrTx, ownerId: string): Promise<JantriClientRow[]> {
  return db
    .select()
    .from(jantriClients)
    .where(eq(jantriClients.ownerId, ownerId))
    .orderBy(asc(jantriClients.createdAt), asc(jantriClients.clientName));
}

export async function findClient(
  db: DbOrTx,
  ownerId: string,
  name: string,
): Promise<JantriClientRow | null> {
  const rows = await db
    .select()
    .from(jantriClients)
    .where(and(eq(jantriClients.ownerId, ownerId), sameName(jantriClients.clientName, name)))
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
  ownerId: string,
  clientName: string,
  terms: ClientTermsValues,
): Promise<JantriClientRow> {
  const rows = await db
    .insert(jantriClients)
    .values({ ownerId, clientName, ...terms, commissionBasis: terms.commissionBasis ?? 'loss' })
    .returning();
  return rows[0]!;
}

export async function updateClientTerms(
  db: DbOrTx,
  ownerId: string,
  clientId: string,
  terms: ClientTermsValues,
): Promise<JantriClientRow | null> {
  const rows = await db
    .update(jantriClients)
    .set({ ...terms, commissionBasis: terms.commissionBasis ?? undefined })
    .where(and(eq(jantriClients.ownerId, ownerId), eq(jantriClients.id, clientId)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes a client; its bets go with it (ON DELETE CASCADE), its hisab rows stay. */
export async function deleteClient(
  db: DbOrTx,
  ownerId: string,
  clientId: string,
): Promise<boolean> {
  const rows = await db
    .delete(jantriClients)
    .where(and(eq(jantriClients.ownerId, ownerId), eq(jantriClients.id, clientId)))
    .returning({ id: jantriClients.id });
  return rows.length > 0;
}

export async function clientNames(db: DbOrTx, ownerId: string): Promise<string[]> {
  return (await listClients(db, ownerId)).map((row) => row.clientName);
}

export async function listGames(db: DbOrTx, ownerId: string): Promise<JantriGameRow[]> {
  return db
    .select()
    .from(jantriGames)
    .where(eq(jantriGames.ownerId, ownerId))
    .orderBy(asc(jantriGames.createdAt), asc(jantriGames.gameName));
}

export async function findGame(
  db: DbOrTx,
  ownerId: string,
  name: string,
): Promise<JantriGameRow | null> {
  const rows = await db
    .select()
    .from(jantriGames)
    .where(and(eq(jantriGames.ownerId, ownerId), sameName(jantriGames.gameName, name)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertGame(
  db: DbOrTx,
  ownerId: string,
  gameName: string,
  shortName: string,
): Promise<JantriGameRow> {
  const rows = await db.insert(jantriGames).values({ ownerId, gameName, shortName }).returning();
  return rows[0]!;
}

/** Deletes a game with its bets and results (cascade); hisab rows stay. */
export async function deleteGame(db: DbOrTx, ownerId: string, gameId: string): Promise<boolean> {
  const rows = await db
    .delete(jantriGames)
    .where(and(eq(jantriGames.ownerId, ownerId), eq(jantriGames.id, gameId)))
    .returning({ id: jantriGames.id });
  return rows.length > 0;
}

export async function gameNames(db: DbOrTx, ownerId: string): Promise<string[]> {
  return (await listGames(db, ownerId)).map((row) => row.gameName);
}
