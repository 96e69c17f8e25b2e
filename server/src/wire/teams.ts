import { paiseToRupees, type TeamRequestGroup } from '@bgmi/shared/server';
import type { TeamRow } from '../repositories/teams/team-repository';
import type {
  listMyRequests,
  listPendingForLeader,
} from '../repositories/teams/join-request-repository';

type MyJoinRequestRow = Awaited<ReturnType<typeof listMyRequests>>[number];
/** One of the caller's join requests. */
export function toMyJoinRequest(row: MyJoinRequestRow) {
  return {
    _id: row.id,
    team_name: row.teamName,
    status: row.status === 'pending' ? ('' as const) : row.status,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt ? row.processedAt.toISOString() : null,
    is_member: Boolean(row.isMember),
  };
}

/** Pending requests to the caller's teams, grouped by team. */
export function teamRequestsToWire(
  rows: Awaited<ReturnType<typeof listPendingForLeader>>,
): TeamRequestGroup[] {
  const groups = new Map<string, TeamRequestGroup>();
  for (const row of rows) {
    const group = groups.get(row.teamName) ?? { team_name: row.teamName, requests: [] };
    group.requests.push({
      _id: row.id,
      name: row.name,
      bgmiUserId: row.bgmiUserId,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    });
    groups.set(row.teamName, group);
  }
  return [...groups.values()];
}

/** A team's members as its answers list them. */
export const membersToWire = (
  members: readonly {
    userId: string;
    bgmiUserId: string;
    name: string;
    role: 'leader' | 'member';
  }[],
) =>
  members.map((member) => ({
    _id: member.userId,
    bgmiUserId: member.bgmiUserId,
    name: member.name,
    role: member.role,
  }));

/** A team's standing as its answers carry it. */
export const teamRecordToWire = (team: TeamRow) => ({
  is_active: team.isActive,
  team_rank: team.teamRank,
  total_matches_played: team.totalMatchesPlayed,
  total_wins: team.totalWins,
  total_earnings: paiseToRupees(team.totalEarningsPaise),
});

/** A join request in a team's history (seen by its members). */
export const teamHistoryToWire = (entry: {
  name: string;
  bgmiUserId: string;
  status: 'pending' | 'accepted' | 'rejected';
  processedAt: Date | null;
}) => ({
  name: entry.name,
  bgmiUserId: entry.bgmiUserId,
  status: entry.status === 'pending' ? ('' as const) : entry.status,
  processed_at: entry.processedAt ? entry.processedAt.toISOString() : null,
});
