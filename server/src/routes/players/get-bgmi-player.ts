import type { FastifyInstance } from 'fastify';
import { getBgmiPlayerEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { unauthorized } from '../../lib/http-error';
import { findUserById } from '../../repositories/user/user-repository';
import { teamNamesOf } from '../../repositories/players/player-repository';

/** get-bgmi-player: the caller's name, game id, team names and match-making flag. */
export default async function getBgmiPlayerRoute(app: FastifyInstance) {
  postEndpoint(app, getBgmiPlayerEndpoint, async ({ user }) => {
    const row = await findUserById(app.database.db, user.id);
    if (!row) throw unauthorized();
    return {
      status: true,
      message: 'Player fetched',
      data: {
        _id: row.id,
        name: row.name,
        bgmiUserId: row.bgmiUserId,
        team_name: await teamNamesOf(app.database.db, row.id),
        match_making: row.matchMaking,
      },
    };
  });
}
