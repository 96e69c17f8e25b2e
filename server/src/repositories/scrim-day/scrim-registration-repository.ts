import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/database';
import {
  eventRegistrationPlayers,
  eventRegistrations,
  eventTeamBans,
  registrationDayState,
  teams,
  users,
} from '../../db/schema';

// Slots, the waitlist and check-ins of event registrations (DESIGN 7). Every writer runs inside the
// caller's transaction after the event row was locked (findEventForUpdate).

// The registration's own columns, joined under an alias (same table as registrationDayState).
const registrationRow = alias(eventRegistrations, 'registration_row');

export type DayRegistration = typeof registrationDayState.$inferSelect;

/** The registration of a team in an event, with its day state. */
export async function findRegistration(
  db: DbOrTx,
  eventId: string,
  teamId: string,
): Promise<DayRegistration | null> {
  const rows = await db
    .select()
    .from(registrationDayState)
    .where(and(eq(registrationDayState.eventId, eventId), eq(registrationDayState.teamId, teamId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The registration that holds the user (as a rostered player) in an event. */
export async function findPlayerRegistration(
  db: DbOrTx,
  eventId: string,
  userId: string,
): Promise<(DayRegistration & { teamName: string; leaderId: string }) | null> {
  const rows = await rosteredRegistrations(
    db,
    and(eq(eventRegistrationPlayers.eventId, eventId), eq(eventRegistrationPlayers.userId, userId)),
  ).limit(1);
  const row = rows[0];
  return row ? { ...row.reg, teamName: row.teamName, leaderId: row.leaderId } : null;
}

/** Marks a fresh registration as waitlisted at the end of the queue; answers its position. */
export async function waitlistRegistration(
  tx: Tx,
  registrationId: string,
  eventId: string,
): Promise<number> {
  await tx
    .update(registrationDayState)
    .set({ status: 'waitlisted', waitlistSeq: sql`nextval('event_waitlist_seq')` })
    .where(eq(registrationDayState.id, registrationId));
  return waitlistPosition(tx, eventId, registrationId);
}

/** 1-based place of a waitlisted registration (its rank by waitlist_seq). */
export async function waitlistPosition(
  db: DbOrTx,
  eventId: string,
  registrationId: string,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrationDayState)
    .where(
      and(
        eq(registrationDayState.eventId, eventId),
        eq(registrationDayState.status, 'waitlisted'),
        sql`${registrationDayState.waitlistSeq} <= (SELECT waitlist_seq FROM event_registrations WHERE id = ${registrationId})`,
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** The first waitlisted registration of an event, or null. */
export async function firstWaitlisted(tx: Tx, eventId: string): Promise<DayRegistration | null> {
  const rows = await tx
    .select()
    .from(registrationDayState)
    .where(
      and(eq(registrationDayState.eventId, eventId), eq(registrationDayState.status, 'waitlisted')),
    )
    .orderBy(asc(registrationDayState.waitlistSeq))
    .limit(1);
  return rows[0] ?? null;
}

export async function promoteRegistration(
  tx: Tx,
  registrationId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(registrationDayState)
    .set({ status: 'registered', waitlistSeq: null, promotedAt: now })
    .where(eq(registrationDayState.id, registrationId));
}

/** Deletes a registration (its players leave the event with it, by cascade). */
export async function deleteRegistration(tx: Tx, registrationId: string): Promise<void> {
  await tx.delete(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
}

export async function markCheckedIn(tx: Tx, registrationId: string, userId: string, now: Date) {
  await tx
    .update(registrationDayState)
    .set({ checkedInAt: now, checkedInBy: userId })
    .where(
      and(eq(registrationDayState.id, registrationId), isNull(registrationDayState.checkedInAt)),
    );
}

/** Slot holders that did not check in (the close of check-in drops them). */
export async function notCheckedIn(tx: Tx, eventId: string): Promise<DayRegistration[]> {
  return tx
    .select()
    .from(registrationDayState)
    .where(
      and(
        eq(registrationDayState.eventId, eventId),
        eq(registrationDayState.status, 'registered'),
        isNull(registrationDayState.checkedInAt),
      ),
    );
}

/** How many registrations of the event hold a slot (status registered). */
export async function countSlotHolders(tx: Tx, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(registrationDayState)
    .where(
      and(eq(registrationDayState.eventId, eventId), eq(registrationDayState.status, 'registered')),
    );
  return Number(row?.n ?? 0);
}

/** User ids rostered in the given registrations. */
export async function rosterOf(db: DbOrTx, registrationIds: string[]): Promise<string[]> {
  if (!registrationIds.length) return [];
  const rows = await db
    .select({ userId: eventRegistrationPlayers.userId })
    .from(eventRegistrationPlayers)
    .where(inArray(eventRegistrationPlayers.registrationId, registrationIds));
  return rows.map((row) => row.userId);
}

/** Every registration of an event with team, leader and players (slots by time, then waitlist). */
export async function eventTeams(db: DbOrTx, eventId: string) {
  const regs = await db
    .select({
      reg: registrationDayState,
      createdAt: registrationRow.createdAt,
      teamName: teams.teamName,
      leaderBgmiId: users.bgmiUserId,
    })
    .from(registrationDayState)
    .innerJoin(registrationRow, eq(registrationRow.id, registrationDayState.id))
    .innerJoin(teams, eq(teams.id, registrationDayState.teamId))
    .innerJoin(users, eq(users.id, teams.leaderId))
    .where(eq(registrationDayState.eventId, eventId))
    .orderBy(asc(registrationDayState.waitlistSeq), asc(registrationRow.createdAt));
  const players = regs.length
    ? await db
        .select({
          registrationId: eventRegistrationPlayers.registrationId,
          id: users.id,
          bgmiUserId: users.bgmiUserId,
          name: users.name,
        })
        .from(eventRegistrationPlayers)
        .innerJoin(users, eq(users.id, eventRegistrationPlayers.userId))
        .where(eq(eventRegistrationPlayers.eventId, eventId))
    : [];
  const slotted = regs.filter((row) => row.reg.status === 'registered');
  const waiting = regs.filter((row) => row.reg.status === 'waitlisted');
  return [...slotted, ...waiting].map((row) => ({
    ...row,
    players: players.filter((player) => player.registrationId === row.reg.id),
  }));
}

/** The caller's registrations in every event (as a rostered player). */
export async function registrationsOfUser(db: DbOrTx, userId: string) {
  return rosteredRegistrations(db, eq(eventRegistrationPlayers.userId, userId));
}

/** The registrations whose rostered players meet `condition`, with their team's name and leader. */
function rosteredRegistrations(db: DbOrTx, condition: SQL | undefined) {
  return db
    .select({ reg: registrationDayState, teamName: teams.teamName, leaderId: teams.leaderId })
    .from(eventRegistrationPlayers)
    .innerJoin(
      registrationDayState,
      eq(registrationDayState.id, eventRegistrationPlayers.registrationId),
    )
    .innerJoin(teams, eq(teams.id, registrationDayState.teamId))
    .where(condition);
}

export async function banTeam(tx: Tx, eventId: string, teamId: string, bannedBy: string) {
  await tx.insert(eventTeamBans).values({ eventId, teamId, bannedBy }).onConflictDoNothing();
}

export async function isTeamBanned(db: DbOrTx, eventId: string, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ teamId: eventTeamBans.teamId })
    .from(eventTeamBans)
    .where(and(eq(eventTeamBans.eventId, eventId), eq(eventTeamBans.teamId, teamId)))
    .limit(1);
  return rows.length > 0;
}
