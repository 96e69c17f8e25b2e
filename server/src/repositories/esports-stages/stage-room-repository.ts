import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { rowsOf } from '../../db/result-rows';
import { stageRoomViews } from '../../db/schema';

/** Whether the user is rostered (in the event) for a team of one of the lobby's groups. */
export async function isRosteredInLobby(
  db: DbOrTx,
  eventId: string,
  match: { stageId: string; groupIds: string[] },
  userId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM stage_teams st
    JOIN event_registrations r ON r.event_id = ${eventId} AND r.team_id = st.team_id
    JOIN event_registration_players p ON p.registration_id = r.id AND p.user_id = ${userId}
    WHERE st.stage_id = ${match.stageId}
      AND st.group_id = ANY(${pgArray(match.groupIds)}::uuid[])
    LIMIT 1`);
  return rowsOf(result).length > 0;
}

export async function logStageRoomView(db: DbOrTx, matchId: string, userId: string) {
  await db.insert(stageRoomViews).values({ matchId, userId });
}
