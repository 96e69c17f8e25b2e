import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { jantriHisab, jantriLainDain } from '../db/schema';

// Hisab rows (settled sheets) and lain-dain records of one operator; filtered by ownerId.

export type HisabRowDb = typeof jantriHisab.$inferSelect;
export type NewHisabRow = Omit<typeof jantriHisab.$inferInsert, 'id' | 'ownerId' | 'createdAt'>;
export type LainDainRow = typeof jantriLainDain.$inferSelect;

const nameIs = (
  column: typeof jantriHisab.clientName | typeof jantriLainDain.clientName,
  name: string,
) => sql`lower(btrim(${column})) = lower(btrim(${name}))`;

/** Re-declaring a result replaces that day's rows of that game. */
export async function replaceHisabRows(
  db: DbOrTx,
  ownerId: string,
  gameName: string,
  day: string,
  rows: NewHisabRow[],
): Promise<void> {
  await db
    .delete(jantriHisab)
    .where(
      and(
        eq(jantriHisab.ownerId, ownerId),
        eq(jantriHisab.resultDate, day),
        sql`lower(btrim(${jantriHisab.gameName})) = lower(btrim(${gameName}))`,
      ),
    );
  for (let start = 0; start < rows.length; start += 1000) {
    const slice = rows.slice(start, start + 1000).map((row) => ({ ownerId, ...row }));
    await db.insert(jantriHisab).values(slice);
  }
}

export async function hisabRows(
  db: DbOrTx,
  ownerId: string,
  filter: { day?: string; upTo?: string; clientName?: string | undefined },
): Promise<HisabRowDb[]> {
  const conditions: SQL[] = [eq(jantriHisab.ownerId, ownerId)];
  if (filter.day) conditions.push(eq(jantriHisab.resultDate, filter.day));
  if (filter.upTo) conditions.push(lte(jantriHisab.resultDate, filter.upTo));
  if (filter.clientName) conditions.push(nameIs(jantriHisab.clientName, filter.clientName));
  return db
    .select()
    .from(jantriHisab)
    .where(and(...conditions))
    .orderBy(asc(jantriHisab.resultDate), asc(jantriHisab.clientName), asc(jantriHisab.gameName));
}

export async function insertLainDain(
  db: DbOrTx,
  ownerId: string,
  values: Pick<LainDainRow, 'clientName' | 'type' | 'receiveType' | 'amountPaise' | 'entryDate'>,
): Promise<LainDainRow> {
  const rows = await db
    .insert(jantriLainDain)
    .values({ ownerId, ...values })
    .returning();
  return rows[0]!;
}

export async function lainDainRows(
  db: DbOrTx,
  ownerId: string,
  filter: { clientName?: string | undefined; upTo?: string },
): Promise<LainDainRow[]> {
  const conditions: SQL[] = [eq(jantriLainDain.ownerId, ownerId)];
  if (filter.clientName) conditions.push(nameIs(jantriLainDain.clientName, filter.clientName));
  if (filter.upTo) conditions.push(lte(jantriLainDain.entryDate, filter.upTo));
  return db
    .select()
    .from(jantriLainDain)
    .where(and(...conditions))
    .orderBy(asc(jantriLainDain.createdAt));
}
