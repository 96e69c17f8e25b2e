import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, timestamptz, uuidId } from './columns';

// Mirrors migrations/0003_social.sql; the SQL file is the source of truth for constraints
// (the one-pending partial index, the per-pair friend index, the chat client-id index).

export type JoinRequestStatus = 'pending' | 'accepted' | 'rejected';

export const joinRequests = pgTable('join_requests', {
  id: uuidId(),
  teamId: uuid('team_id').notNull(),
  userId: uuid('user_id').notNull(),
  message: text('message').notNull(),
  status: text('status').$type<JoinRequestStatus>().notNull().default('pending'),
  createdAt: createdAt(),
  processedAt: timestamptz('processed_at'),
});

export const friendRequests = pgTable('friend_requests', {
  id: uuidId(),
  senderId: uuid('sender_id').notNull(),
  receiverId: uuid('receiver_id').notNull(),
  status: text('status').$type<'pending' | 'accepted'>().notNull().default('pending'),
  createdAt: createdAt(),
  acceptedAt: timestamptz('accepted_at'),
});

export const chatMessages = pgTable('chat_messages', {
  id: uuidId(),
  senderId: uuid('sender_id').notNull(),
  receiverId: uuid('receiver_id').notNull(),
  text: text('text').notNull(),
  clientMessageId: text('client_message_id'),
  clientTimestamp: text('client_timestamp'),
  read: boolean('read').notNull().default(false),
  createdAt: createdAt(),
  /**
   * Order within the conversation: NOT NULL in the database, where a trigger (migration 0010)
   * assigns it during the insert; left nullable here so inserts leave it out.
   */
  // NOT NULL in the database, but the insert trigger of 0010 fills it only when it is sent as
  // NULL: nullable here so inserts leave it out (test/db/schema-agrees.test.ts knows this).
  seq: bigNumber('seq'),
});
