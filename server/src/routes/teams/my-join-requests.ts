import type { FastifyInstance } from 'fastify';
import { myJoinRequestsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listMyRequests } from '../../repositories/teams/join-request-repository';
import { toMyJoinRequest } from '../../wire/teams';

/** My Requests: the caller's own join requests, newest first. */
export default async function myJoinRequestsRoute(app: FastifyInstance) {
  postEndpoint(app, myJoinRequestsEndpoint, async ({ user }) => {
    const rows = await listMyRequests(app.database.db, user.id);
    const data = rows.map(toMyJoinRequest);
    return { status: true, message: 'Join requests', data };
  });
}
