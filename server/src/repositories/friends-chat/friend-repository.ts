import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { friendRequests, users } from '../../db/schema';

export type FriendRequestRow = typeof friendRequests.$inferSelect;

const pair = (a: string, b: string) =>
  or(
    and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
    and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
  );

/** The one relation row between two players, whatever its direction, or null. */
export async function findRelation(
  db: DbOrTx,
  a: string,
  b: string,
): Promise<FriendRequestRow | null> {
  const rows = await db.select().from(friendRequests).where(pair(a, b)).limit(1);
  return rows[0] ?? null;
}

/** Stores a pending request; the per-pair unique index refuses a second one (23505). */
export async function insertFriendRequest(
  db: DbOrTx,
  senderId: string,
  receiverId: string,
): Promise<void> {
  await db.insert(friendRequests).values({ senderId, receiverId });
}

/** Accepts a pending request sent to the caller, in one conditional UPDATE. */
export async function acceptFriendRequest(
  db: DbOrTx,
  senderId: string,
  receiverId: string,
): Promise<boolean> {
  const rows = await db
    .update(friendRequests)
    .set({ status: 'accepted', acceptedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(friendRequests.senderId, senderId),
        eq(friendRequests.receiverId, receiverId),
        eq(friendRequests.status, 'pending'),
      ),
    )
    .returning({ id: friendRequests.id });
  return rows.length > 0;
}

export interface RelationRow {
  otherId: string;
  name: string;
  bgmiUserId: string;
  profileImage: string | null;
  status: 'pending' | 'accepted';
  /** True when the caller sent the request. */
  sentByMe: boolean;
}

/** Every relation of one player with the other player's card, by name. */
export async function listRelations(db: DbOrTx, userId: string): Promise<RelationRow[]> {
  const otherId = sql<string>`CASE WHEN ${friendRequests.senderId} = ${userId} THEN ${friendRequests.receiverId} ELSE ${friendRequests.senderId} END`;
  const rows = await db
    .select({
      otherId: users.id,
      name: users.name,
      bgmiUserId: users.bgmiUserId,
      profileImage: users.profileImage,
      status: friendRequests.status,
      senderId: friendRequests.senderId,
    })
    .from(friendRequests)
    .innerJoin(users, eq(users.id, otherId))
    .where(or(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, userId)))
    .orderBy(sql`lower(${users.name})`)
    .limit(1000);
  return rows.map(({ senderId, ...row }) => ({ ...row, sentByMe: senderId === userId }));
}
