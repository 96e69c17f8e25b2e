import {
  bigint,
  bigserial,
  boolean,
  date,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0009_money_modes.sql; the SQL file is the source of truth for constraints.
// users.date_of_birth and age_confirmed_at (0009) are mapped here, on their own; the repository
// reads them with SQL (repositories/money-controls/money-controls-repository.ts).
export const userAgeFacts = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
});

export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: uuid('user_id').notNull(),
    window: text('window_name').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    limitPaise: bigint('limit_paise', { mode: 'number' }),
    pendingPaise: bigint('pending_paise', { mode: 'number' }),
    pendingNone: boolean('pending_none').notNull().default(false),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.window] })],
);

export const selfExclusions = pgTable('self_exclusions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').notNull(),
  period: text('period').$type<'24h' | '7d' | '30d' | 'permanent'>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminAudit = pgTable('admin_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  adminId: uuid('admin_id'),
  adminName: text('admin_name').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
