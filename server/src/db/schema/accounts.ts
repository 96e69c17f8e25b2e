import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidId } from './columns';

/** Migration 0014: one-time reset codes (hashed) and the per-account login backoff. */
export const passwordResets = pgTable('password_resets', {
  id: uuidId(),
  userId: uuid('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  kind: text('kind').$type<'admin' | 'email'>().notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});

export const loginBackoff = pgTable('login_backoff', {
  userId: uuid('user_id').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    userId: uuid('user_id').notNull(),
    addressHash: text('address_hash').notNull(),
    lastLoginAt: timestamptz('last_login_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addressHash] })],
);
