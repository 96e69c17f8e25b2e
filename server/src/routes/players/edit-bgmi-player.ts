import type { FastifyInstance } from 'fastify';
import { editBgmiPlayerEndpoint, PROFILE_MESSAGES } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict, isUniqueViolation, unauthorized } from '../../lib/http-error';
import { findUserByBgmiUserId } from '../../repositories/user/user-repository';
import { updatePlayer } from '../../repositories/players/player-repository';

export const BGMI_ID_TAKEN = 'This BGMI ID is already taken';

/** edit-bgmi-player: the caller's name or game id; a new game id must be free (any case). */
export default async function editBgmiPlayerRoute(app: FastifyInstance) {
  postEndpoint(app, editBgmiPlayerEndpoint, async ({ body, user }) => {
    try {
      const row = await app.database.transaction(async (tx) => {
        if (body.newBgmiUserId) {
          const owner = await findUserByBgmiUserId(tx, body.newBgmiUserId);
          if (owner && owner.id !== user.id) throw conflict(BGMI_ID_TAKEN, 'newBgmiUserId');
        }
        return updatePlayer(tx, user.id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.newBgmiUserId !== undefined ? { bgmiUserId: body.newBgmiUserId } : {}),
        });
      });
      if (!row) throw unauthorized();
      return {
        status: true,
        message: PROFILE_MESSAGES.updated,
        data: { name: row.name, bgmiUserId: row.bgmiUserId },
      };
    } catch (error) {
      // Two players racing for one game id: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(BGMI_ID_TAKEN, 'newBgmiUserId');
      throw error;
    }
  });
}
