import type { FastifyInstance } from 'fastify';
import { myJoinRequestsEndpoint } from '@bgmi/shared';
import { postEndpoint } from '../../lib/endpoint-route';
import { listMyRequests } from '../../repositories/join-request-repository';

/** My Requests: the caller's own join requests, newest first. */
export default async function myJoinRequestsRoute(app: FastifyInstance) {
  postEndpoint(app, myJoinRequestsEndpoint, async ({ user }) => {
    const rows = await listMyRequests(app.database.db, user.id);
    const data = rows.map((row) => ({
      _id: row.id,
      team_name: row.teamName,
      status: row.status === 'pending' ? ('' as const) : row.status,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      processed_at: row.processedAt ? row.processedAt.toISOString() : null,
      is_member: Boolean(row.isMember),
    }));
    return { status: true, message: 'Join requests', data };
  });
}
