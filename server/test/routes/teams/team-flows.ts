import type { FastifyInstance } from 'fastify';
import { post, type TestUser } from '../../helpers/api';

/** Team-flow helpers over the real routes, for the join and cancel/leave tests. */
export function teamFlows(app: () => FastifyInstance) {
  let teamCounter = 0;
  return {
    async teamOf(leader: TestUser): Promise<string> {
      teamCounter += 1;
      const team_name = `Squad ${process.pid} ${teamCounter}`;
      await post(app(), 'create-team', { team_name }, leader.token);
      return team_name;
    },
    join: (user: TestUser, team_name: string, message = 'Rusher, 4 years') =>
      post(
        app(),
        'add-player-to-team',
        { team_name, bgmiUserId: user.bgmiUserId, name: user.name, player_id: user.id, message },
        user.token,
      ),
    handle: (leader: TestUser, team_name: string, requester: TestUser, action: string) =>
      post(
        app(),
        'handle-join-request',
        { bgmiUserId: leader.bgmiUserId, team_name, reqBgmiUserId: requester.bgmiUserId, action },
        leader.token,
      ),
  };
}
