import { boolean, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, serialId, timestamptz, uuidId } from './columns';

// Mirrors migrations/0001_core.sql; the SQL file is the source of truth for constraints.

export const users = pgTable('users', {
  id: uuidId(),
  username: text('username').notNull(),
  bgmiUserId: text('bgmi_user_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  matchMaking: boolean('match_making').notNull().default(false),
  profileImage: text('profile_image'),
  walletPaise: bigNumber('wallet_paise').notNull().default(0),
  /** The reader's chosen language (migration 0021); null until chosen. */
  language: text('language').$type<'en' | 'hi'>(),
  createdAt: createdAt(),
});

export const authTokens = pgTable('auth_tokens', {
  id: uuidId(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
});

export const walletEntries = pgTable('wallet_entries', {
  id: serialId(),
  userId: uuid('user_id').notNull(),
  kind: text('kind').$type<WalletEntryKind>().notNull(),
  amountPaise: bigNumber('amount_paise').notNull(),
  balanceAfterPaise: bigNumber('balance_after_paise').notNull(),
  reference: text('reference'),
  idempotencyKey: text('idempotency_key'),
  note: text('note'),
  createdAt: createdAt(),
});
export type WalletEntryKind =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_refund'
  | 'bet'
  | 'win'
  | 'plan'
  | 'adjustment'
  | 'demo_credit';

export const teams = pgTable('teams', {
  id: uuidId(),
  teamName: text('team_name').notNull(),
  leaderId: uuid('leader_id').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  teamRank: integer('team_rank').notNull().default(0),
  totalMatchesPlayed: integer('total_matches_played').notNull().default(0),
  totalWins: integer('total_wins').notNull().default(0),
  totalEarningsPaise: bigNumber('total_earnings_paise').notNull().default(0),
  createdAt: createdAt(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<'leader' | 'member'>().notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.userId] })],
);

/** numeric columns come back from the drivers as strings; `mode: 'number'` converts them. */
export const jantriClients = pgTable('jantri_clients', {
  id: uuidId(),
  userId: uuid('owner_id').notNull(),
  clientName: text('client_name').notNull(),
  lc: numeric('lc', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
  passingRate: numeric('passing_rate', { precision: 8, scale: 2, mode: 'number' })
    .notNull()
    .default(90),
  patti: numeric('patti', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
  /** 'loss' or 'total' (migration 0007): how lc is charged at settlement. */
  commissionBasis: text('commission_basis', { enum: ['loss', 'total'] })
    .notNull()
    .default('loss'),
  createdAt: createdAt(),
});

export const jantriGames = pgTable('jantri_games', {
  id: uuidId(),
  userId: uuid('owner_id').notNull(),
  gameName: text('game_name').notNull(),
  shortName: text('short_name').notNull(),
  createdAt: createdAt(),
});
