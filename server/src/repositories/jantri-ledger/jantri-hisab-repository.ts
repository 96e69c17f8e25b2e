import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jantriHisab, jantriLainDain } from '../../db/schema';

// Hisab rows (settled sheets) and lain-dain records of one operator; filtered by userId.

export type HisabRowDb = typeof jantriHisab.$inferSelect;
export type NewHisabRow = Omit<typeof jantriHisab.$inferInsert, 'id' | 'userId' | 'createdAt'>;
export type LainDainRow = typeof jantriLainDain.$inferSelect;

const nameIs = (
  column: typeof jantriHisab.clientName | typeof jantriLainDain.clientName,
  name: string,
) => sql`lower(btrim(${column})) = lower(btrim(${name}))`;

/** Re-declaring a result replaces that day's rows of that game. */
export async function replaceHisabRows(
  db: DbOrTx,
  userId: string,
  gameName: string,
  day: string,
  rows: NewHisabRow[],
): Promise<void> {
  await db
    .delete(jantriHisab)
    .where(
      and(
        eq(jantriHisab.userId, userId),
        eq(jantriHisab.resultDate, day),
        sql`lower(btrim(${jantriHisab.gameName})) = lower(btrim(${gameName}))`,
      ),
    );
  if (rows.length === 0) return;
  // One statement with one parameter (the rows as JSON) instead of drizzle's multi-row VALUES of
  // ten parameters a row: building and binding 10,000 parameters per 1,000 clients was most of
  // a settlement's time (issue 14). Sent as text and cast, so both drivers pass it unchanged.
  const json = JSON.stringify(
    rows.map((row) => ({
      client_name: row.clientName,
      game_name: row.gameName,
      result_date: row.resultDate,
      name_result: row.nameResult,
      total_kaam_paise: row.totalKaamPaise,
      jodi_ps_paise: row.jodiPsPaise,
      hrf_ps_paise: row.hrfPsPaise,
      lc_comm_paise: row.lcCommPaise,
      profit_loss_paise: row.profitLossPaise,
    })),
  );
  await db.execute(sql`
    INSERT INTO jantri_hisab (owner_id, client_name, game_name, result_date, name_result,
      total_kaam_paise, jodi_ps_paise, hrf_ps_paise, lc_comm_paise, profit_loss_paise)
    SELECT ${userId}::uuid, r.client_name, r.game_name, r.result_date, r.name_result,
      r.total_kaam_paise, r.jodi_ps_paise, r.hrf_ps_paise, r.lc_comm_paise, r.profit_loss_paise
    FROM json_to_recordset(${json}::text::json) AS r(client_name text, game_name text,
      result_date date, name_result text, total_kaam_paise bigint, jodi_ps_paise bigint,
      hrf_ps_paise bigint, lc_comm_paise bigint, profit_loss_paise bigint)`);
}

export async function hisabRows(
  db: DbOrTx,
  userId: string,
  filter: { day?: string; upTo?: string; clientName?: string | undefined },
): Promise<HisabRowDb[]> {
  const conditions: SQL[] = [eq(jantriHisab.userId, userId)];
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
  userId: string,
  values: Pick<LainDainRow, 'clientName' | 'type' | 'receiveType' | 'amountPaise' | 'entryDate'> & {
    /** Who wrote it (the operator when not named). */
    writtenBy?: string;
  },
): Promise<LainDainRow> {
  const rows = await db
    .insert(jantriLainDain)
    .values({ userId, ...values, writtenBy: values.writtenBy ?? userId })
    .returning();
  return rows[0]!;
}

export async function lainDainRows(
  db: DbOrTx,
  userId: string,
  filter: { clientName?: string | undefined; upTo?: string },
): Promise<LainDainRow[]> {
  const conditions: SQL[] = [eq(jantriLainDain.userId, userId)];
  if (filter.clientName) conditions.push(nameIs(jantriLainDain.clientName, filter.clientName));
  if (filter.upTo) conditions.push(lte(jantriLainDain.entryDate, filter.upTo));
  return db
    .select()
    .from(jantriLainDain)
    .where(and(...conditions))
    .orderBy(asc(jantriLainDain.createdAt));
}
