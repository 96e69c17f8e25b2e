import { date, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, timestamptz, uuidId } from './columns';

// Mirrors migrations/0005_jantri_ledger.sql; the SQL file is the source of truth for constraints.
// jantri_clients and jantri_games live in core.ts (0001).

export type JantriBetType = 'jodi' | 'crossing' | 'batta' | 'ladi' | 'hruf';
export type JantriHrufType = 'andar' | 'bahar';

export const jantriBets = pgTable('jantri_bets', {
  id: uuidId(),
  userId: uuid('owner_id').notNull(),
  clientId: uuid('client_id').notNull(),
  gameId: uuid('game_id').notNull(),
  betType: text('bet_type').$type<JantriBetType>().notNull(),
  betNumbers: text('bet_numbers').notNull(),
  hrufType: text('hruf_type').$type<JantriHrufType>(),
  source: text('source').notNull().default(''),
  amountsPaise: jsonb('amounts_paise').$type<Record<string, number>>().notNull(),
  totalPaise: bigNumber('total_paise').notNull(),
  /** Who wrote it (0019): the operator or one of his staff. */
  writtenBy: uuid('written_by'),
  createdAt: createdAt(),
});

export const jantriResults = pgTable('jantri_results', {
  id: uuidId(),
  userId: uuid('owner_id').notNull(),
  gameId: uuid('game_id').notNull(),
  resultDate: date('result_date', { mode: 'string' }).notNull(),
  result: text('result').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const jantriHisab = pgTable('jantri_hisab', {
  id: uuidId(),
  userId: uuid('owner_id').notNull(),
  clientName: text('client_name').notNull(),
  gameName: text('game_name').notNull(),
  resultDate: date('result_date', { mode: 'string' }).notNull(),
  nameResult: text('name_result').notNull(),
  totalKaamPaise: bigNumber('total_kaam_paise').notNull(),
  jodiPsPaise: bigNumber('jodi_ps_paise').notNull(),
  hrfPsPaise: bigNumber('hrf_ps_paise').notNull(),
  lcCommPaise: bigNumber('lc_comm_paise').notNull(),
  profitLossPaise: bigNumber('profit_loss_paise').notNull(),
  createdAt: createdAt(),
});

export const jantriLainDain = pgTable('jantri_lain_dain', {
  id: uuidId(),
  userId: uuid('owner_id').notNull(),
  clientName: text('client_name').notNull(),
  type: text('type').$type<'pay' | 'receive'>().notNull(),
  receiveType: text('receive_type').$type<'cash' | 'online'>().notNull(),
  amountPaise: bigNumber('amount_paise').notNull(),
  entryDate: date('entry_date', { mode: 'string' }).notNull(),
  writtenBy: uuid('written_by'),
  createdAt: createdAt(),
});
