import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidId } from './columns';

// Mirrors migrations/0019_jantri_staff.sql (the SQL file is the source of truth for constraints).
// The written_by columns of jantri_bets and jantri_lain_dain are in jantri.ts.

export type StaffRole = 'writer' | 'viewer';
export type StaffStatus = 'invited' | 'active' | 'removed';

export const jantriStaff = pgTable('jantri_staff', {
  id: uuidId(),
  ownerId: uuid('owner_id').notNull(),
  userId: uuid('user_id'),
  role: text('role').$type<StaffRole>().notNull(),
  inviteCode: text('invite_code').notNull(),
  status: text('status').$type<StaffStatus>().notNull().default('invited'),
  createdAt: createdAt(),
  acceptedAt: timestamptz('accepted_at'),
  removedAt: timestamptz('removed_at'),
});

export const jantriStaffClients = pgTable(
  'jantri_staff_clients',
  {
    staffId: uuid('staff_id').notNull(),
    clientId: uuid('client_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.clientId] })],
);
