import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jantriPassHisab } from '../../db/schema';

// What passes settled into in the sender's book (issue 27, migration 0020), per upper, game and
// day; like jantri_hisab rows they stay when the jantri is deleted.

export type PassHisabRow = typeof jantriPassHisab.$inferSelect;
export type NewPassHisabRow = Omit<PassHisabRow, 'id' | 'createdAt' | 'ownerId'>;

export async function replacePassHisabRows(
  db: DbOrTx,
  ownerId: string,
  gameName: string,
  day: string,
  rows: NewPassHisabRow[],
): Promise<void> {
  await db
    .delete(jantriPassHisab)
    .where(
      and(
        eq(jantriPassHisab.ownerId, ownerId),
        eq(jantriPassHisab.resultDate, day),
        sql`lower(${jantriPassHisab.gameName}) = lower(${gameName})`,
      ),
    );
  if (rows.length)
    await db.insert(jantriPassHisab).values(rows.map((row) => ({ ownerId, ...row })));
}

export async function passHisabRows(db: DbOrTx, ownerId: string, day: string) {
  return db
    .select()
    .from(jantriPassHisab)
    .where(and(eq(jantriPassHisab.ownerId, ownerId), eq(jantriPassHisab.resultDate, day)))
    .orderBy(asc(jantriPassHisab.gameName), asc(jantriPassHisab.upperName));
}
