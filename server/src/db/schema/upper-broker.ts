import { bigint, date, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0020_upper_broker.sql (issue 27); the SQL file is the source of truth.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type JantriPassStatus = 'sent' | 'accepted' | 'refused' | 'recorded' | 'taken_back';

export const jantriUppers = pgTable('jantri_uppers', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').notNull(),
  name: text('name').notNull(),
  upperUserId: uuid('upper_user_id'),
  passingRate: numeric('passing_rate', { precision: 8, scale: 2, mode: 'number' })
    .notNull()
    .default(90),
  lc: numeric('lc', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
  commissionBasis: text('commission_basis', { enum: ['loss', 'total'] })
    .notNull()
    .default('loss'),
  patti: numeric('patti', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
  clientId: uuid('client_id'),
  createdAt: createdAt(),
});

export const jantriPasses = pgTable('jantri_passes', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').notNull(),
  upperId: uuid('upper_id').notNull(),
  upperUserId: uuid('upper_user_id'),
  gameName: text('game_name').notNull(),
  passDate: date('pass_date', { mode: 'string' }).notNull(),
  jodiPaise: jsonb('jodi_paise').$type<number[]>().notNull(),
  andarPaise: jsonb('andar_paise').$type<number[]>().notNull(),
  baharPaise: jsonb('bahar_paise').$type<number[]>().notNull(),
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  status: text('status').$type<JantriPassStatus>().notNull(),
  refuseReason: text('refuse_reason'),
  betIds: jsonb('bet_ids').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export const jantriPassHisab = pgTable('jantri_pass_hisab', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').notNull(),
  upperName: text('upper_name').notNull(),
  gameName: text('game_name').notNull(),
  resultDate: date('result_date', { mode: 'string' }).notNull(),
  nameResult: text('name_result').notNull(),
  totalKaamPaise: bigint('total_kaam_paise', { mode: 'number' }).notNull(),
  winPaise: bigint('win_paise', { mode: 'number' }).notNull(),
  lcCommPaise: bigint('lc_comm_paise', { mode: 'number' }).notNull(),
  profitLossPaise: bigint('profit_loss_paise', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});
