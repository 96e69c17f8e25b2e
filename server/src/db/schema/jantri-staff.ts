import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0019_jantri_staff.sql (the SQL file is the source of truth for constraints).
// The written_by columns of jantri_bets and jantri_lain_dain are in jantri.ts.

export type StaffRole = 'writer' | 'viewer';
export type StaffStatus = 'invited' | 'active' | 'removed';

export const jantriStaff = pgTable('jantri_staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').notNull(),
  userId: uuid('user_id'),
  role: text('role').$type<StaffRole>().notNull(),
  inviteCode: text('invite_code').notNull(),
  status: text('status').$type<StaffStatus>().notNull().default('invited'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});

export const jantriStaffClients = pgTable(
  'jantri_staff_clients',
  {
    staffId: uuid('staff_id').notNull(),
    clientId: uuid('client_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.clientId] })],
);
