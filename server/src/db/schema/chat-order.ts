import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { bigNumber } from './columns';

// Mirrors migrations/0010_scale_out.sql: one counter row per conversation (the two user ids in
// sorted order); chat_messages.seq is declared in social.ts beside the other columns.
export const chatConversations = pgTable(
  'chat_conversations',
  {
    userLow: uuid('user_low').notNull(),
    userHigh: uuid('user_high').notNull(),
    lastSeq: bigNumber('last_seq').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userLow, table.userHigh] })],
);
