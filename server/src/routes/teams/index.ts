import type { FastifyInstance } from 'fastify';
import createTeamRoute from './create-team';
import getTeamInfoRoute from './get-team-info';
import getAllTeamsRoute from './get-all-teams';
import getMatchMakingPlayersRoute from './get-match-making-players';
import myJoinRequestsRoute from './my-join-requests';
import teamJoinRequestsRoute from './team-join-requests';
import handleCancelLeaveRoute from './handle-cancel-leave';
import addPlayerToTeamRoute from './add-player-to-team';
import handleJoinRequestRoute from './handle-join-request';

/** Team matching calls (esports spec section 7): one call per file. */
export default async function routes(app: FastifyInstance) {
  await app.register(createTeamRoute);
  await app.register(getTeamInfoRoute);
  await app.register(getAllTeamsRoute);
  await app.register(getMatchMakingPlayersRoute);
  await app.register(myJoinRequestsRoute);
  await app.register(teamJoinRequestsRoute);
  await app.register(handleCancelLeaveRoute);
  await app.register(addPlayerToTeamRoute);
  await app.register(handleJoinRequestRoute);
}
