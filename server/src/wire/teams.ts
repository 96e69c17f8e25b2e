import type { TeamRequestGroup } from '@bgmi/shared/server';
import type { listMyRequests, listPendingForLeader } from '../repositories/join-request-repository';

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
