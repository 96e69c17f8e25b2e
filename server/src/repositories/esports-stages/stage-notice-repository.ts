import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { rowsOf } from '../../db/result-rows';

/** The rostered players of each of the given teams in an event (one row per player). */
export async function rosteredPlayersOfTeams(
  db: DbOrTx,
  eventId: string,
  teamIds: string[],
): Promise<Array<{ teamId: string; userId: string }>> {
  if (!teamIds.length) return [];
  const result = await db.execute(sql`
    SELECT r.team_id, p.user_id FROM event_registrations r
    JOIN event_registration_players p ON p.registration_id = r.id
    WHERE r.event_id = ${eventId} AND r.team_id = ANY(${pgArray(teamIds)}::uuid[])`);
  return rowsOf<{ team_id: string; user_id: string }>(result).map((row) => ({
    teamId: row.team_id,
    userId: row.user_id,
  }));
}
