import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0004_wallet.sql; the SQL file is the source of truth for constraints.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
  duration: text('duration').notNull(),
  validityDays: integer('validity_days').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  button: text('button').notNull().default('Buy Now'),
  icon: text('icon').notNull().default('star'),
  highlightLevel: integer('highlight_level').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const deposits = pgTable('deposits', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  transactionId: text('transaction_id').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  method: text('method').notNull(),
  paymentGateway: text('payment_gateway').notNull(),
  status: smallint('status').notNull().default(0),
  remarks: text('remarks').notNull().default(''),
  createdAt: createdAt(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export type WithdrawDetailsJson = Record<string, string>;

export const withdrawals = pgTable('withdrawals', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  transactionId: text('transaction_id').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  method: text('method').notNull(),
  details: jsonb('details').$type<WithdrawDetailsJson>().notNull().default({}),
  status: smallint('status').notNull().default(0),
  remarks: text('remarks').notNull().default(''),
  requestId: text('request_id'),
  createdAt: createdAt(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export const recharges = pgTable('recharges', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  depositId: uuid('deposit_id').notNull(),
  planId: uuid('plan_id'),
  planName: text('plan_name').notNull(),
  planAmountPaise: bigint('plan_amount_paise', { mode: 'number' }).notNull(),
  validityDays: integer('validity_days').notNull(),
  status: smallint('status').notNull().default(0),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const supportTickets = pgTable('support_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  img: text('img').notNull().default(''),
  status: smallint('status').notNull().default(0),
  createdAt: createdAt(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});

export const gameRounds = pgTable('game_rounds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  declaredNumber: text('declared_number'),
  winningNumber: text('winning_number'),
  resultSource: text('result_source').$type<'draw' | 'admin'>(),
  status: text('status').$type<'open' | 'settled'>().notNull().default('open'),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

export const platformBets = pgTable('platform_bets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  roundId: bigint('round_id', { mode: 'number' }).notNull(),
  userId: uuid('user_id').notNull(),
  positionNumber: text('position_number').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  requestId: text('request_id'),
  won: boolean('won'),
  payoutPaise: bigint('payout_paise', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Running sums of platform_bets per round, user and number (migration 0012; a bet's answer). */
export const platformBetTotals = pgTable('platform_bet_totals', {
  roundId: bigint('round_id', { mode: 'number' }).notNull(),
  userId: uuid('user_id').notNull(),
  positionNumber: text('position_number').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
});
