import { bigint, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0010_scale_out.sql: one counter row per conversation (the two user ids in
// sorted order); chat_messages.seq is declared in social.ts beside the other columns.
export const chatConversations = pgTable(
  'chat_conversations',
  {
    userLow: uuid('user_low').notNull(),
    userHigh: uuid('user_high').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userLow, table.userHigh] })],
);
