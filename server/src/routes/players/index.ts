import type { FastifyInstance } from 'fastify';
import getBgmiPlayerRoute from './get-bgmi-player';
import editBgmiPlayerRoute from './edit-bgmi-player';
import changeMatchStatusRoute from './change-match-status';

/** The caller's own player record: lookup, edit, match making. */
export default async function playerRoutes(app: FastifyInstance) {
  await app.register(getBgmiPlayerRoute);
  await app.register(editBgmiPlayerRoute);
  await app.register(changeMatchStatusRoute);
}
