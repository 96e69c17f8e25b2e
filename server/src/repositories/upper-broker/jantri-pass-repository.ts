import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jantriPasses, jantriUppers, users, type JantriPassStatus } from '../../db/schema';

// Cuts passed up (issue 27, migration 0020). A pass is read by its sender (owner_id) or by the
// upper it was sent to (upper_user_id); the routes check which one the caller is.

export type JantriPassDbRow = typeof jantriPasses.$inferSelect;
export interface PassTerms {
  passingRate: number;
  lc: number;
  patti: number;
  commissionBasis: 'loss' | 'total';
}
export type PassRow = JantriPassDbRow & {
  upperName: string;
  fromUsername: string;
  terms: PassTerms;
};
export type NewPass = Omit<
  JantriPassDbRow,
  'id' | 'createdAt' | 'decidedAt' | 'refuseReason' | 'betIds'
>;

const selection = {
  pass: jantriPasses,
  upperName: jantriUppers.name,
  fromUsername: users.username,
  terms: {
    passingRate: jantriUppers.passingRate,
    lc: jantriUppers.lc,
    patti: jantriUppers.patti,
    commissionBasis: jantriUppers.commissionBasis,
  },
};

async function selectPasses(db: DbOrTx, where: SQL | undefined, limit = 200): Promise<PassRow[]> {
  const rows = await db
    .select(selection)
    .from(jantriPasses)
    .innerJoin(jantriUppers, eq(jantriUppers.id, jantriPasses.upperId))
    .innerJoin(users, eq(users.id, jantriPasses.ownerId))
    .where(where)
    .orderBy(desc(jantriPasses.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row.pass,
    upperName: row.upperName,
    fromUsername: row.fromUsername,
    terms: row.terms,
  }));
}

export async function insertPass(db: DbOrTx, pass: NewPass): Promise<string> {
  const rows = await db.insert(jantriPasses).values(pass).returning({ id: jantriPasses.id });
  return rows[0]!.id;
}

export async function findPass(db: DbOrTx, id: string): Promise<PassRow | null> {
  return (await selectPasses(db, eq(jantriPasses.id, id), 1))[0] ?? null;
}

/** The newest 200 passes an operator sent (of one day when given). */
export async function sentPasses(db: DbOrTx, ownerId: string, day?: string): Promise<PassRow[]> {
  return selectPasses(
    db,
    and(eq(jantriPasses.ownerId, ownerId), day ? eq(jantriPasses.passDate, day) : undefined),
  );
}

/** The newest 200 passes sent to an upper (of one day when given). */
export async function incomingPasses(db: DbOrTx, upperUserId: string, day?: string) {
  return selectPasses(
    db,
    and(
      eq(jantriPasses.upperUserId, upperUserId),
      day ? eq(jantriPasses.passDate, day) : undefined,
    ),
  );
}

/** Passes of a game and day in the given states (case-insensitive game name). */
export async function passesOfGameDay(
  db: DbOrTx,
  ownerId: string,
  gameName: string,
  day: string,
  statuses: JantriPassStatus[],
): Promise<PassRow[]> {
  return selectPasses(
    db,
    and(
      eq(jantriPasses.ownerId, ownerId),
      eq(jantriPasses.passDate, day),
      sql`lower(btrim(${jantriPasses.gameName})) = lower(btrim(${gameName}))`,
      inArray(jantriPasses.status, statuses),
    ),
    10_000,
  );
}

/**
 * Moves a pass from one state to the next; false when it was no longer in `from` (a second
 * answer or a take-back that lost the race changes nothing).
 */
export async function movePass(
  db: DbOrTx,
  id: string,
  from: JantriPassStatus[],
  to: JantriPassStatus,
  extra: { refuseReason?: string | null; betIds?: string[] } = {},
): Promise<boolean> {
  const rows = await db
    .update(jantriPasses)
    .set({ status: to, decidedAt: sql`now()`, ...extra })
    .where(and(eq(jantriPasses.id, id), inArray(jantriPasses.status, from)))
    .returning({ id: jantriPasses.id });
  return rows.length > 0;
}

/** Passes of an upper that are still standing (for removing an upper). */
export async function standingPassCount(db: DbOrTx, upperId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jantriPasses)
    .where(
      and(eq(jantriPasses.upperId, upperId), inArray(jantriPasses.status, ['sent', 'accepted'])),
    );
  return rows[0]?.n ?? 0;
}
