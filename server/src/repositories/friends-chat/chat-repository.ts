import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { chatMessages } from '../../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export interface NewChatMessage {
  senderId: string;
  receiverId: string;
  text: string;
  clientMessageId: string | null;
  clientTimestamp: string | null;
}

/** The row of a (sender, client message id) already stored, if any. */
export async function findByClientId(db: DbOrTx, senderId: string, clientMessageId: string) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)),
    )
    .limit(1);
  return rows[0];
}

/** The last `limit` messages between the caller and one other player, in conversation order. */
export async function listConversation(
  db: DbOrTx,
  userId: string,
  otherId: string,
  limit = 300,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      or(
        and(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, otherId)),
        and(eq(chatMessages.senderId, otherId), eq(chatMessages.receiverId, userId)),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows.reverse();
}

/** Marks what `senderId` sent to the caller as read (the caller opened that chat). */
export async function markConversationRead(
  db: DbOrTx,
  receiverId: string,
  senderId: string,
): Promise<void> {
  await db
    .update(chatMessages)
    .set({ read: true })
    .where(
      and(
        eq(chatMessages.receiverId, receiverId),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.read, false),
      ),
    );
}

/** Unread messages to the caller, counted per sender. */
export async function unreadCountsBySender(
  db: DbOrTx,
  receiverId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ senderId: chatMessages.senderId, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiverId, receiverId), eq(chatMessages.read, false)))
    .groupBy(chatMessages.senderId);
  return new Map(rows.map((row) => [row.senderId, Number(row.count)]));
}
