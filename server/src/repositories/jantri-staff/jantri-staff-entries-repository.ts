import { and, asc, count, desc, eq, gte, lt, ne, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jantriBets, jantriClients, jantriGames, users } from '../../db/schema';

// What the operator's staff wrote into his book on one day (India), by writer and game.

/** The UTC bounds of one calendar day in India (UTC+05:30, no daylight saving). */
export function indiaDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+05:30`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

function byStaffOnDay(ownerId: string, day: string) {
  const { start, end } = indiaDayBounds(day);
  return and(
    eq(jantriBets.userId, ownerId),
    ne(jantriBets.writtenBy, ownerId),
    gte(jantriBets.createdAt, start),
    lt(jantriBets.createdAt, end),
  );
}

export async function writerTotals(db: DbOrTx, ownerId: string, day: string) {
  const rows = await db
    .select({
      writerId: jantriBets.writtenBy,
      writerName: users.username,
      gameName: jantriGames.gameName,
      records: count(),
      totalPaise: sum(jantriBets.totalPaise),
    })
    .from(jantriBets)
    .innerJoin(users, eq(users.id, jantriBets.writtenBy))
    .innerJoin(jantriGames, eq(jantriGames.id, jantriBets.gameId))
    .where(byStaffOnDay(ownerId, day))
    .groupBy(jantriBets.writtenBy, users.username, jantriGames.gameName)
    .orderBy(asc(users.username), asc(jantriGames.gameName));
  return rows.map((row) => ({ ...row, totalPaise: Number(row.totalPaise ?? 0) }));
}

/** The staff's newest records of the day (at most `limit`), with writer, client and game. */
export async function writerEntries(db: DbOrTx, ownerId: string, day: string, limit: number) {
  return db
    .select({
      id: jantriBets.id,
      writerName: users.username,
      clientName: jantriClients.clientName,
      gameName: jantriGames.gameName,
      betNumbers: jantriBets.betNumbers,
      hrufType: jantriBets.hrufType,
      totalPaise: jantriBets.totalPaise,
      createdAt: jantriBets.createdAt,
    })
    .from(jantriBets)
    .innerJoin(users, eq(users.id, jantriBets.writtenBy))
    .innerJoin(jantriClients, eq(jantriClients.id, jantriBets.clientId))
    .innerJoin(jantriGames, eq(jantriGames.id, jantriBets.gameId))
    .where(byStaffOnDay(ownerId, day))
    .orderBy(desc(jantriBets.createdAt), desc(jantriBets.id))
    .limit(limit);
}
