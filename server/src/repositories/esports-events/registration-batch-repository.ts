import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { rowsOf } from '../../db/result-rows';

// A batch of registrations (issue 22: 2,000 leaders in one second) read with ONE statement and
// written with ONE statement, whatever the batch's size: under a burst every round trip waits
// behind the whole event loop, so their number, not their size, sets the time. Both run in the
// caller's transaction. Lists travel as one array parameter each (`= ANY($1)`).

export interface BatchEvent {
  id: string;
  maxPlayers: number;
  totalPlayersRegistered: number;
  registrationStatus: number;
  sessionStartTime: string;
  sessionEndTime: string;
  waitlisted: number;
}

export interface BatchFacts {
  events: BatchEvent[];
  teams: Array<{ id: string; leaderId: string; key: string }>;
  members: Array<{ teamId: string; userId: string; bgmiUserId: string }>;
  eventBans: Array<{ eventId: string; teamId: string }>;
  organizerBans: Array<{ eventId: string; teamId: string; reason: string; bannedUntil: string }>;
  registered: Array<{ eventId: string; teamId: string }>;
  players: Array<{ eventId: string; userId: string }>;
}

/**
 * Locks the events (FOR UPDATE: slots and the waitlist move one batch at a time) and reads what
 * the checks of registerTeam need: the events with their waitlist length, the teams named
 * (`names` trimmed and lower-cased) with their members, the bans running at `now`, and which of
 * these teams and players are already in these events.
 */
export async function readBatchFacts(
  tx: Tx,
  eventIds: string[],
  names: string[],
  now: Date,
): Promise<BatchFacts> {
  // eslint-disable-next-line home/wire-mapping-home -- a query parameter, not an answer
  const at = now.toISOString();
  const result = await tx.execute(sql`
    WITH ev AS (
      SELECT id, max_players, total_players_registered, registration_status,
             session_start_time, session_end_time, organizer_id
      FROM esports_events WHERE id = ANY(${pgArray(eventIds)}::uuid[]) FOR UPDATE),
    tm AS (SELECT id, leader_id, lower(btrim(team_name)) AS key FROM teams
           WHERE lower(btrim(team_name)) = ANY(${pgArray(names)}::text[])),
    mb AS (SELECT m.team_id, u.id AS user_id, u.bgmi_user_id FROM team_members m
           JOIN users u ON u.id = m.user_id WHERE m.team_id IN (SELECT id FROM tm))
    SELECT
      (SELECT coalesce(json_agg(json_build_object('id', ev.id, 'maxPlayers', ev.max_players,
         'totalPlayersRegistered', ev.total_players_registered,
         'registrationStatus', ev.registration_status, 'sessionStartTime', ev.session_start_time,
         'sessionEndTime', ev.session_end_time,
         'waitlisted', (SELECT count(*) FROM event_registrations r
                        WHERE r.event_id = ev.id AND r.status = 'waitlisted'))), '[]') FROM ev) AS events,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'leaderId', leader_id, 'key', key)), '[]')
         FROM tm) AS teams,
      (SELECT coalesce(json_agg(json_build_object('teamId', team_id, 'userId', user_id,
         'bgmiUserId', bgmi_user_id)), '[]') FROM mb) AS members,
      (SELECT coalesce(json_agg(json_build_object('eventId', b.event_id, 'teamId', b.team_id)), '[]')
         FROM event_team_bans b WHERE b.event_id IN (SELECT id FROM ev)
           AND b.team_id IN (SELECT id FROM tm)) AS event_bans,
      (SELECT coalesce(json_agg(json_build_object('eventId', ev.id, 'teamId', o.team_id,
         'reason', o.reason, 'bannedUntil', o.banned_until)), '[]')
         FROM organizer_team_bans o JOIN ev ON ev.organizer_id = o.organizer_id
         WHERE o.team_id IN (SELECT id FROM tm) AND o.banned_until > ${at}::timestamptz)
         AS organizer_bans,
      (SELECT coalesce(json_agg(json_build_object('eventId', r.event_id, 'teamId', r.team_id)), '[]')
         FROM event_registrations r WHERE r.event_id IN (SELECT id FROM ev)
           AND r.team_id IN (SELECT id FROM tm)) AS registered,
      (SELECT coalesce(json_agg(json_build_object('eventId', p.event_id, 'userId', p.user_id)), '[]')
         FROM event_registration_players p WHERE p.event_id IN (SELECT id FROM ev)
           AND p.user_id IN (SELECT user_id FROM mb)) AS players`);
  const row = rowsOf<Record<string, unknown>>(result)[0]!;
  const parse = <T>(value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    events: parse(row.events),
    teams: parse(row.teams),
    members: parse(row.members),
    eventBans: parse(row.event_bans),
    organizerBans: parse(row.organizer_bans),
    registered: parse(row.registered),
    players: parse(row.players),
  };
}

export interface NewRegistration {
  id: string;
  eventId: string;
  teamId: string;
  registeredBy: string;
  waitlisted: boolean;
  /** Players the registration counts against the event's max_players. */
  seats: number;
  userIds: string[];
}

/**
 * Writes the registrations in the given order (unnest WITH ORDINALITY is read in order, so the
 * waitlist sequence follows it), their players and the events' player counters: one statement.
 */
export async function insertRegistrations(tx: Tx, rows: NewRegistration[]): Promise<void> {
  if (!rows.length) return;
  const players = rows.flatMap((r) => r.userIds.map((userId) => [r.id, r.eventId, userId]));
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (!r.waitlisted) counts.set(r.eventId, (counts.get(r.eventId) ?? 0) + r.seats);
  }
  await tx.execute(sql`
    WITH reg AS (
      INSERT INTO event_registrations
        (id, event_id, team_id, registered_by, created_at, status, waitlist_seq)
      SELECT x.id, x.event_id, x.team_id, x.registered_by, clock_timestamp(),
             CASE WHEN x.waitlisted THEN 'waitlisted' ELSE 'registered' END,
             CASE WHEN x.waitlisted THEN nextval('event_waitlist_seq') END
      FROM unnest(${pgArray(rows.map((r) => r.id))}::uuid[], ${pgArray(rows.map((r) => r.eventId))}::uuid[],
                  ${pgArray(rows.map((r) => r.teamId))}::uuid[],
                  ${pgArray(rows.map((r) => r.registeredBy))}::uuid[],
                  ${pgArray(rows.map((r) => String(r.waitlisted)))}::boolean[])
           WITH ORDINALITY AS x(id, event_id, team_id, registered_by, waitlisted, n)
      RETURNING id),
    pl AS (
      INSERT INTO event_registration_players (registration_id, event_id, user_id)
      SELECT * FROM unnest(${pgArray(players.map((p) => p[0]!))}::uuid[],
                           ${pgArray(players.map((p) => p[1]!))}::uuid[],
                           ${pgArray(players.map((p) => p[2]!))}::uuid[])
      RETURNING 1),
    up AS (
      UPDATE esports_events e SET total_players_registered = e.total_players_registered + c.n
      FROM unnest(${pgArray([...counts.keys()])}::uuid[], ${pgArray([...counts.values()].map(String))}::int[])
           AS c(id, n)
      WHERE e.id = c.id
      RETURNING 1)
    SELECT (SELECT count(*) FROM reg), (SELECT count(*) FROM pl), (SELECT count(*) FROM up)`);
}
