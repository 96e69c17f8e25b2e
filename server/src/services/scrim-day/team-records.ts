import type { DbOrTx } from '../../db/database';
import {
  eventsWithResultsOf,
  rerankTeams,
  setTeamRecord,
  teamTotals,
} from '../../repositories/scrim-day/result-repository';
import { buildPointsTable } from './points-table';

/**
 * The team record fields of the spec from posted results (DESIGN 7): matches played and wins
 * (placement 1) count every posted result; earnings are the prize pools of finished events the
 * team won overall; team_rank orders every team with results by its total points.
 */
export async function refreshTeamRecords(
  db: DbOrTx,
  teamIds: string[],
  now = new Date(),
): Promise<void> {
  if (!teamIds.length) return;
  const totals = await teamTotals(db, teamIds);
  for (const teamId of teamIds) {
    const row = totals.find((total) => total.teamId === teamId);
    await setTeamRecord(db, teamId, {
      totalMatchesPlayed: Number(row?.played ?? 0),
      totalWins: Number(row?.wins ?? 0),
      totalEarningsPaise: await earningsOf(db, teamId, now),
    });
  }
  await rerankTeams(db);
}

async function earningsOf(db: DbOrTx, teamId: string, now: Date): Promise<number> {
  let paise = 0;
  for (const event of await eventsWithResultsOf(db, teamId)) {
    if (event.end > now || !event.prize) continue;
    const table = await buildPointsTable(db, event.id);
    if (table.overall[0]?.team_id === teamId) paise += event.prize;
  }
  return paise;
}
