import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/database';
import { chatMessages } from '../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export interface NewChatMessage {
  senderId: string;
  receiverId: string;
  text: string;
  clientMessageId: string | null;
  clientTimestamp: string | null;
}

/** Thrown inside the insert's transaction to roll back a duplicate (and its sequence number). */
class DuplicateMessage extends Error {}

async function findByClientId(db: DbOrTx, senderId: string, clientMessageId: string) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)),
    )
    .limit(1);
  return rows[0];
}

/**
 * Stores a message once: a retry with the same (sender, client message id) finds the stored row
 * instead of adding a second. `created` tells the caller whether it was stored just now. The
 * conversation sequence (`seq`) is assigned by the insert itself (migration 0010); a duplicate
 * that loses a race is rolled back so the sequence keeps no gap.
 */
export async function storeMessage(
  database: Database,
  message: NewChatMessage,
): Promise<{ row: ChatMessageRow; created: boolean }> {
  const clientId = message.clientMessageId;
  const earlier = clientId ? await findByClientId(database.db, message.senderId, clientId) : null;
  if (earlier) return { row: earlier, created: false };
  try {
    const row = await database.transaction(async (tx) => {
      const inserted = await tx
        .insert(chatMessages)
        .values(message)
        .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientMessageId] })
        .returning();
      if (!inserted[0]) throw new DuplicateMessage();
      return inserted[0];
    });
    return { row, created: true };
  } catch (error) {
    if (!(error instanceof DuplicateMessage) || !clientId) throw error;
    const existing = await findByClientId(database.db, message.senderId, clientId);
    return { row: existing!, created: false };
  }
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
