import type { Team } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { listTeamHistory } from '../repositories/teams/join-request-repository';
import { listMembers, type TeamRow } from '../repositories/teams/team-repository';
import { membersToWire, teamHistoryToWire, teamRecordToWire } from '../wire/teams';

/**
 * The team as the details modal shows it. The request history names other players, so only
 * the team's own members see it.
 */
export async function loadTeamView(db: DbOrTx, team: TeamRow, viewerId: string): Promise<Team> {
  const members = await listMembers(db, team.id);
  const leader = members.find((member) => member.role === 'leader');
  const isMember = members.some((member) => member.userId === viewerId);
  const history = isMember ? await listTeamHistory(db, team.id) : [];
  return {
    _id: team.id,
    team_name: team.teamName,
    leader_bgmiId: leader?.bgmiUserId ?? '',
    leader_name: leader?.name ?? '',
    members: membersToWire(members),
    ...teamRecordToWire(team),
    request_history: history.map(teamHistoryToWire),
  };
}
