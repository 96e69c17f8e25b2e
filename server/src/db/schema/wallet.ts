import { boolean, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, serialId, timestamptz, uuidId } from './columns';

// Mirrors migrations/0004_wallet.sql; the SQL file is the source of truth for constraints.

export const plans = pgTable('plans', {
  id: uuidId(),
  name: text('name').notNull(),
  pricePaise: bigNumber('price_paise').notNull(),
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
  id: uuidId(),
  userId: uuid('user_id').notNull(),
  transactionId: text('transaction_id').notNull(),
  amountPaise: bigNumber('amount_paise').notNull(),
  method: text('method').notNull(),
  paymentGateway: text('payment_gateway').notNull(),
  status: smallint('status').notNull().default(0),
  remarks: text('remarks').notNull().default(''),
  createdAt: createdAt(),
  processedAt: timestamptz('processed_at'),
});

export type WithdrawDetailsJson = Record<string, string>;

export const withdrawals = pgTable('withdrawals', {
  id: uuidId(),
  userId: uuid('user_id').notNull(),
  transactionId: text('transaction_id').notNull(),
  amountPaise: bigNumber('amount_paise').notNull(),
  method: text('method').notNull(),
  details: jsonb('details').$type<WithdrawDetailsJson>().notNull().default({}),
  status: smallint('status').notNull().default(0),
  remarks: text('remarks').notNull().default(''),
  requestId: text('request_id'),
  createdAt: createdAt(),
  processedAt: timestamptz('processed_at'),
});

export const recharges = pgTable('recharges', {
  id: uuidId(),
  userId: uuid('user_id').notNull(),
  depositId: uuid('deposit_id').notNull(),
  planId: uuid('plan_id'),
  planName: text('plan_name').notNull(),
  planAmountPaise: bigNumber('plan_amount_paise').notNull(),
  validityDays: integer('validity_days').notNull(),
  status: smallint('status').notNull().default(0),
  activatedAt: timestamptz('activated_at'),
  expiresAt: timestamptz('expires_at'),
  createdAt: createdAt(),
});

export const supportTickets = pgTable('support_tickets', {
  id: uuidId(),
  userId: uuid('user_id').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  img: text('img').notNull().default(''),
  status: smallint('status').notNull().default(0),
  createdAt: createdAt(),
  resolvedAt: timestamptz('resolved_at'),
});

export const gameRounds = pgTable('game_rounds', {
  id: serialId(),
  startsAt: timestamptz('starts_at').notNull().defaultNow(),
  endsAt: timestamptz('ends_at').notNull(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  declaredNumber: text('declared_number'),
  winningNumber: text('winning_number'),
  resultSource: text('result_source').$type<'draw' | 'admin'>(),
  status: text('status').$type<'open' | 'settled'>().notNull().default('open'),
  settledAt: timestamptz('settled_at'),
});

export const platformBets = pgTable('platform_bets', {
  id: serialId(),
  roundId: bigNumber('round_id').notNull(),
  userId: uuid('user_id').notNull(),
  positionNumber: text('position_number').notNull(),
  amountPaise: bigNumber('amount_paise').notNull(),
  requestId: text('request_id'),
  won: boolean('won'),
  payoutPaise: bigNumber('payout_paise').notNull().default(0),
  createdAt: createdAt(),
});

/** Running sums of platform_bets per round, user and number (migration 0012; a bet's answer). */
export const platformBetTotals = pgTable('platform_bet_totals', {
  roundId: bigNumber('round_id').notNull(),
  userId: uuid('user_id').notNull(),
  positionNumber: text('position_number').notNull(),
  amountPaise: bigNumber('amount_paise').notNull(),
});
