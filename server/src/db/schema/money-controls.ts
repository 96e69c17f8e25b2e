import { boolean, date, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, serialId, timestamptz, uuidId } from './columns';

// Mirrors migrations/0009_money_modes.sql; the SQL file is the source of truth for constraints.
// users.date_of_birth and age_confirmed_at (0009) are mapped here, on their own; the repository
// reads them with SQL (repositories/money-controls/money-controls-repository.ts).
export const userAgeFacts = pgTable('users', {
  id: uuidId(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  ageConfirmedAt: timestamptz('age_confirmed_at'),
});

export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: uuid('user_id').notNull(),
    window: text('window_name').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    limitPaise: bigNumber('limit_paise'),
    pendingPaise: bigNumber('pending_paise'),
    pendingNone: boolean('pending_none').notNull().default(false),
    pendingAt: timestamptz('pending_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.window] })],
);

export const selfExclusions = pgTable('self_exclusions', {
  id: serialId(),
  userId: uuid('user_id').notNull(),
  period: text('period').$type<'24h' | '7d' | '30d' | 'permanent'>().notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at'),
  createdAt: createdAt(),
});

export const adminAudit = pgTable('admin_audit', {
  id: serialId(),
  adminId: uuid('admin_id'),
  adminName: text('admin_name').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: createdAt(),
});
