import { date, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, timestamptz, uuidId } from './columns';

// Mirrors migrations/0020_upper_broker.sql (issue 27); the SQL file is the source of truth.

export type JantriPassStatus = 'sent' | 'accepted' | 'refused' | 'recorded' | 'taken_back';

export const jantriUppers = pgTable('jantri_uppers', {
  id: uuidId(),
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
  id: uuidId(),
  ownerId: uuid('owner_id').notNull(),
  upperId: uuid('upper_id').notNull(),
  upperUserId: uuid('upper_user_id'),
  gameName: text('game_name').notNull(),
  passDate: date('pass_date', { mode: 'string' }).notNull(),
  jodiPaise: jsonb('jodi_paise').$type<number[]>().notNull(),
  andarPaise: jsonb('andar_paise').$type<number[]>().notNull(),
  baharPaise: jsonb('bahar_paise').$type<number[]>().notNull(),
  totalPaise: bigNumber('total_paise').notNull(),
  status: text('status').$type<JantriPassStatus>().notNull(),
  refuseReason: text('refuse_reason'),
  betIds: jsonb('bet_ids').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  decidedAt: timestamptz('decided_at'),
});

export const jantriPassHisab = pgTable('jantri_pass_hisab', {
  id: uuidId(),
  ownerId: uuid('owner_id').notNull(),
  upperName: text('upper_name').notNull(),
  gameName: text('game_name').notNull(),
  resultDate: date('result_date', { mode: 'string' }).notNull(),
  nameResult: text('name_result').notNull(),
  totalKaamPaise: bigNumber('total_kaam_paise').notNull(),
  winPaise: bigNumber('win_paise').notNull(),
  lcCommPaise: bigNumber('lc_comm_paise').notNull(),
  profitLossPaise: bigNumber('profit_loss_paise').notNull(),
  createdAt: createdAt(),
});
