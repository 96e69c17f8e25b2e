import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { registrationDayState, stageTeams } from '../../db/schema';
import { slotHolderIds } from '../scrim-day/scrim-room-repository';

/** Exchanges the groups (and seed numbers) of two teams of a stage. */
export async function swapStageTeams(db: DbOrTx, stageId: string, a: string, b: string) {
  await db.execute(sql`
    UPDATE stage_teams st SET group_id = o.group_id, seed_no = o.seed_no
    FROM stage_teams o
    WHERE st.stage_id = ${stageId} AND o.stage_id = ${stageId}
      AND ((st.team_id = ${a} AND o.team_id = ${b}) OR (st.team_id = ${b} AND o.team_id = ${a}))`);
}

/** Puts `by` in the place (group, seed) of `replaced` in a stage. */
export async function replaceStageTeam(db: DbOrTx, stageId: string, replaced: string, by: string) {
  await db
    .update(stageTeams)
    .set({ teamId: by })
    .where(and(eq(stageTeams.stageId, stageId), eq(stageTeams.teamId, replaced)));
}

/** Whether the team holds a slot (status registered) in the event. */
export async function holdsSlot(db: DbOrTx, eventId: string, teamId: string): Promise<boolean> {
  const ids = await slotHolderIds(db, eventId, eq(registrationDayState.teamId, teamId), 1);
  return ids.length > 0;
}
