import { bigint, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0005_jantri_ledger.sql; the SQL file is the source of truth for constraints.
// jantri_clients and jantri_games live in core.ts (0001).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type JantriBetType = 'jodi' | 'crossing' | 'batta' | 'ladi' | 'hruf';
export type JantriHrufType = 'andar' | 'bahar';

export const jantriBets = pgTable('jantri_bets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('owner_id').notNull(),
  clientId: uuid('client_id').notNull(),
  gameId: uuid('game_id').notNull(),
  betType: text('bet_type').$type<JantriBetType>().notNull(),
  betNumbers: text('bet_numbers').notNull(),
  hrufType: text('hruf_type').$type<JantriHrufType>(),
  source: text('source').notNull().default(''),
  amountsPaise: jsonb('amounts_paise').$type<Record<string, number>>().notNull(),
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  /** Who wrote it (0019): the operator or one of his staff. */
  writtenBy: uuid('written_by'),
  createdAt: createdAt(),
});

export const jantriResults = pgTable('jantri_results', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('owner_id').notNull(),
  gameId: uuid('game_id').notNull(),
  resultDate: date('result_date', { mode: 'string' }).notNull(),
  result: text('result').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jantriHisab = pgTable('jantri_hisab', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('owner_id').notNull(),
  clientName: text('client_name').notNull(),
  gameName: text('game_name').notNull(),
  resultDate: date('result_date', { mode: 'string' }).notNull(),
  nameResult: text('name_result').notNull(),
  totalKaamPaise: bigint('total_kaam_paise', { mode: 'number' }).notNull(),
  jodiPsPaise: bigint('jodi_ps_paise', { mode: 'number' }).notNull(),
  hrfPsPaise: bigint('hrf_ps_paise', { mode: 'number' }).notNull(),
  lcCommPaise: bigint('lc_comm_paise', { mode: 'number' }).notNull(),
  profitLossPaise: bigint('profit_loss_paise', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

export const jantriLainDain = pgTable('jantri_lain_dain', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('owner_id').notNull(),
  clientName: text('client_name').notNull(),
  type: text('type').$type<'pay' | 'receive'>().notNull(),
  receiveType: text('receive_type').$type<'cash' | 'online'>().notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  entryDate: date('entry_date', { mode: 'string' }).notNull(),
  writtenBy: uuid('written_by'),
  createdAt: createdAt(),
});
