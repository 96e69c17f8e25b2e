import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  jantriClients,
  jantriStaff,
  jantriStaffClients,
  users,
  type StaffRole,
  type StaffStatus,
} from '../../db/schema';

// Staff of a jantri book (migration 0019). Every query names the book's operator (ownerId) or
// the staff member (userId), so one operator never sees another's staff.

export type StaffRow = typeof jantriStaff.$inferSelect;

export interface StaffWithNames {
  id: string;
  role: StaffRole;
  status: StaffStatus;
  inviteCode: string;
  userId: string | null;
  userName: string | null;
  createdAt: Date;
  clientNames: string[];
}

export async function insertInvite(
  db: DbOrTx,
  ownerId: string,
  values: { role: StaffRole; inviteCode: string; clientIds: string[] },
): Promise<StaffRow> {
  const [row] = await db
    .insert(jantriStaff)
    .values({ ownerId, role: values.role, inviteCode: values.inviteCode })
    .returning();
  await db
    .insert(jantriStaffClients)
    .values(values.clientIds.map((clientId) => ({ staffId: row!.id, clientId })));
  return row!;
}

export async function findInviteByCode(db: DbOrTx, code: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(jantriStaff).where(eq(jantriStaff.inviteCode, code));
  return row ?? null;
}

/** The invitation becomes the membership of `userId`; false when it was taken meanwhile. */
export async function acceptInvite(db: DbOrTx, staffId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(jantriStaff)
    .set({ userId, status: 'active', acceptedAt: new Date() })
    .where(and(eq(jantriStaff.id, staffId), eq(jantriStaff.status, 'invited')))
    .returning({ id: jantriStaff.id });
  return rows.length > 0;
}

/** Ends a membership or withdraws an invitation of the operator's book; null when not his. */
export async function removeStaff(
  db: DbOrTx,
  ownerId: string,
  staffId: string,
): Promise<StaffRow | null> {
  const [row] = await db
    .update(jantriStaff)
    .set({ status: 'removed', removedAt: new Date() })
    .where(and(eq(jantriStaff.ownerId, ownerId), eq(jantriStaff.id, staffId)))
    .returning();
  return row ?? null;
}

async function clientNamesOf(db: DbOrTx, staffIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (staffIds.length === 0) return names;
  const rows = await db
    .select({ staffId: jantriStaffClients.staffId, name: jantriClients.clientName })
    .from(jantriStaffClients)
    .innerJoin(jantriClients, eq(jantriClients.id, jantriStaffClients.clientId))
    .where(inArray(jantriStaffClients.staffId, staffIds))
    .orderBy(asc(jantriClients.clientName));
  for (const row of rows) names.set(row.staffId, [...(names.get(row.staffId) ?? []), row.name]);
  return names;
}

/** The operator's staff and open invitations (removed ones too), oldest first. */
export async function listStaff(db: DbOrTx, ownerId: string): Promise<StaffWithNames[]> {
  const rows = await db
    .select({
      id: jantriStaff.id,
      role: jantriStaff.role,
      status: jantriStaff.status,
      inviteCode: jantriStaff.inviteCode,
      userId: jantriStaff.userId,
      userName: users.username,
      createdAt: jantriStaff.createdAt,
    })
    .from(jantriStaff)
    .leftJoin(users, eq(users.id, jantriStaff.userId))
    .where(eq(jantriStaff.ownerId, ownerId))
    .orderBy(asc(jantriStaff.createdAt));
  const names = await clientNamesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, clientNames: names.get(row.id) ?? [] }));
}

/** The active membership of `userId` in the book of `ownerId`, with its clients' ids. */
export async function findMembership(
  db: DbOrTx,
  ownerId: string,
  userId: string,
): Promise<{ id: string; role: StaffRole; clientIds: string[] } | null> {
  const [row] = await db
    .select({ id: jantriStaff.id, role: jantriStaff.role })
    .from(jantriStaff)
    .where(
      and(
        eq(jantriStaff.ownerId, ownerId),
        eq(jantriStaff.userId, userId),
        eq(jantriStaff.status, 'active'),
      ),
    );
  if (!row) return null;
  const clients = await db
    .select({ clientId: jantriStaffClients.clientId })
    .from(jantriStaffClients)
    .where(eq(jantriStaffClients.staffId, row.id));
  return { ...row, clientIds: clients.map((client) => client.clientId) };
}

/** The books `userId` is active staff of, with the operator's name and the clients given. */
export async function booksOfStaff(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: jantriStaff.id,
      ownerId: jantriStaff.ownerId,
      ownerName: users.username,
      role: jantriStaff.role,
    })
    .from(jantriStaff)
    .innerJoin(users, eq(users.id, jantriStaff.ownerId))
    .where(and(eq(jantriStaff.userId, userId), eq(jantriStaff.status, 'active')))
    .orderBy(asc(users.username));
  const names = await clientNamesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, clientNames: names.get(row.id) ?? [] }));
}
