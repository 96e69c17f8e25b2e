import { paiseToRupees, type Team } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { listTeamHistory } from '../repositories/join-request-repository';
import { listMembers, type TeamRow } from '../repositories/team-repository';

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
    members: members.map((member) => ({
      _id: member.userId,
      bgmiUserId: member.bgmiUserId,
      name: member.name,
      role: member.role,
    })),
    is_active: team.isActive,
    team_rank: team.teamRank,
    total_matches_played: team.totalMatchesPlayed,
    total_wins: team.totalWins,
    total_earnings: paiseToRupees(team.totalEarningsPaise),
    request_history: history.map((entry) => ({
      name: entry.name,
      bgmiUserId: entry.bgmiUserId,
      status: entry.status === 'pending' ? '' : entry.status,
      processed_at: entry.processedAt ? entry.processedAt.toISOString() : null,
    })),
  };
}
