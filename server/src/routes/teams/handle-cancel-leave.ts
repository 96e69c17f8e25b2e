import type { FastifyInstance } from 'fastify';
import { TEAM_MESSAGES, handleCancelLeaveEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { forbidden, notFound } from '../../lib/http-error';
import { cancelPendingRequest } from '../../repositories/teams/join-request-repository';
import {
  deleteTeamOfLeader,
  findRole,
  findTeamByName,
  removeMember,
} from '../../repositories/teams/team-repository';

/**
 * One call, three outcomes (DESIGN section 4): cancel the caller's pending request, leave a team,
 * or (leader only) delete it. `action` makes the intent explicit; without it the caller's role
 * decides.
 */
export default async function handleCancelLeaveRoute(app: FastifyInstance) {
  postEndpoint(app, handleCancelLeaveEndpoint, async ({ body, user }) => {
    const team = await findTeamByName(app.database.db, body.team_name);
    if (!team) throw notFound(TEAM_MESSAGES.teamNotFound, 'team_name');
    const action = await app.database.transaction(async (tx) => {
      const role = await findRole(tx, team.id, user.id);
      const chosen =
        body.action ?? (role === 'leader' ? 'delete' : role === 'member' ? 'leave' : 'cancel');
      if (chosen === 'delete') {
        if (role !== 'leader' || !(await deleteTeamOfLeader(tx, team.id, user.id))) {
          throw forbidden(TEAM_MESSAGES.leaderOnly);
        }
      } else if (chosen === 'leave') {
        if (role === 'leader') throw forbidden(TEAM_MESSAGES.leaderCannotLeave);
        if (!(await removeMember(tx, team.id, user.id)))
          throw notFound(TEAM_MESSAGES.nothingToCancel, 'team_name');
      } else if (!(await cancelPendingRequest(tx, team.id, user.id))) {
        throw notFound(TEAM_MESSAGES.nothingToCancel, 'team_name');
      }
      return chosen;
    });
    return { status: true, message: TEAM_MESSAGES.deletedOrLeft, action };
  });
}
