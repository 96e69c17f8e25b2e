import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { teams } from '../../db/schema';

export async function findTeamById(db: DbOrTx, teamId: string) {
  const rows = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  return rows[0] ?? null;
}
