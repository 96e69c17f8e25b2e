import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import {
  esportsEvents,
  eventDaySettings,
  eventMatches,
  eventRegistrations,
  eventTeamExits,
  matchResults,
  organizerTeamBans,
  teams,
  type TeamExitKind,
} from '../../db/schema';

// The day as it slips (0017): teams that left an event (missed check-in, disqualified), the
// organisers' bans, hand releases and delays of matches, and the team record's numbers.

/** Keeps why a team left an event (one row per team and event; a later exit replaces it). */
export async function recordTeamExit(
  tx: Tx,
  exit: {
    eventId: string;
    teamId: string;
    kind: TeamExitKind;
    reason?: string | null;
    playerIds: string[];
    createdBy?: string | null;
  },
): Promise<void> {
  const values = { ...exit, reason: exit.reason ?? null, createdBy: exit.createdBy ?? null };
  await tx
    .insert(eventTeamExits)
    .values(values)
    .onConflictDoUpdate({
      target: [eventTeamExits.eventId, eventTeamExits.teamId],
      set: {
        kind: values.kind,
        reason: values.reason,
        playerIds: values.playerIds,
        createdAt: sql`now()`,
      },
    });
}

/** The exits where the user was a rostered player, with team name and leader. */
export async function exitsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ exit: eventTeamExits, teamName: teams.teamName, leaderId: teams.leaderId })
    .from(eventTeamExits)
    .innerJoin(teams, eq(teams.id, eventTeamExits.teamId))
    .where(sql`${userId}::uuid = ANY(${eventTeamExits.playerIds})`);
}

/** Disqualified team ids of an event (left out of its points table). */
export async function disqualifiedTeams(db: DbOrTx, eventId: string): Promise<Set<string>> {
  const rows = await db
    .select({ teamId: eventTeamExits.teamId })
    .from(eventTeamExits)
    .where(and(eq(eventTeamExits.eventId, eventId), eq(eventTeamExits.kind, 'disqualified')));
  return new Set(rows.map((row) => row.teamId));
}

/** Bans (or re-bans) a team from every event of the organiser until `until`. */
export async function upsertOrganizerBan(
  db: DbOrTx,
  ban: { organizerId: string; teamId: string; reason: string; bannedUntil: Date },
): Promise<void> {
  await db
    .insert(organizerTeamBans)
    .values(ban)
    .onConflictDoUpdate({
      target: [organizerTeamBans.organizerId, organizerTeamBans.teamId],
      set: { reason: ban.reason, bannedUntil: ban.bannedUntil, createdAt: sql`now()` },
    });
}

/**
 * The ban, still running at `now`, of the team by the organiser of the event (one query: it runs
 * inside every registration).
 */
export async function activeBanForEvent(db: DbOrTx, eventId: string, teamId: string, now: Date) {
  const rows = await db
    .select({ reason: organizerTeamBans.reason, bannedUntil: organizerTeamBans.bannedUntil })
    .from(organizerTeamBans)
    .innerJoin(eventDaySettings, eq(eventDaySettings.organizerId, organizerTeamBans.organizerId))
    .where(
      and(
        eq(eventDaySettings.id, eventId),
        eq(organizerTeamBans.teamId, teamId),
        gt(organizerTeamBans.bannedUntil, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** A team's running bans (any organiser), longest first. */
export async function activeBansOfTeam(db: DbOrTx, teamId: string, now: Date) {
  return db
    .select({ reason: organizerTeamBans.reason, until: organizerTeamBans.bannedUntil })
    .from(organizerTeamBans)
    .where(and(eq(organizerTeamBans.teamId, teamId), gt(organizerTeamBans.bannedUntil, now)))
    .orderBy(desc(organizerTeamBans.bannedUntil));
}

/** The match and, with `following`, every later match of its event (by match number). */
export async function matchesFrom(
  db: DbOrTx,
  eventId: string,
  matchNo: number,
  following: boolean,
) {
  return db
    .select()
    .from(eventMatches)
    .where(
      and(
        eq(eventMatches.eventId, eventId),
        following ? gte(eventMatches.matchNo, matchNo) : eq(eventMatches.matchNo, matchNo),
      ),
    )
    .orderBy(asc(eventMatches.matchNo));
}

/** Per event of the team: its title and start, and its results' matches, wins and kills. */
export async function teamEventTotals(db: DbOrTx, teamId: string) {
  const entered = await db
    .select({
      eventId: esportsEvents.id,
      title: esportsEvents.title,
      start: esportsEvents.sessionStartTime,
    })
    .from(eventRegistrations)
    .innerJoin(esportsEvents, eq(esportsEvents.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.teamId, teamId));
  const exits = await db
    .select({
      eventId: esportsEvents.id,
      title: esportsEvents.title,
      start: esportsEvents.sessionStartTime,
      kind: eventTeamExits.kind,
    })
    .from(eventTeamExits)
    .innerJoin(esportsEvents, eq(esportsEvents.id, eventTeamExits.eventId))
    .where(eq(eventTeamExits.teamId, teamId));
  const results = await db
    .select({
      eventId: matchResults.eventId,
      title: esportsEvents.title,
      start: esportsEvents.sessionStartTime,
      played: sql<number>`count(*)::int`,
      wins: sql<number>`count(*) FILTER (WHERE ${matchResults.placement} = 1)::int`,
      kills: sql<number>`coalesce(sum(${matchResults.kills}), 0)::int`,
    })
    .from(matchResults)
    .innerJoin(esportsEvents, eq(esportsEvents.id, matchResults.eventId))
    .where(eq(matchResults.teamId, teamId))
    .groupBy(matchResults.eventId, esportsEvents.title, esportsEvents.sessionStartTime);
  return { entered, exits, results };
}
