import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { teams } from '../../db/schema';

/** A team by id (its record is readable by any logged-in user). */
export async function findTeamById(db: DbOrTx, teamId: string) {
  const rows = await db
    .select({ id: teams.id, teamName: teams.teamName, leaderId: teams.leaderId })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return rows[0] ?? null;
}
