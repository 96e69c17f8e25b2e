import type { FastifyInstance } from 'fastify';
import { refreshEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { unauthorized } from '../../lib/http-error';
import { findUserById } from '../../repositories/user/user-repository';
import { loadUserData } from '../../services/user-profile';

/** The spec's "user refresh helper": the caller's info and wallet as the server has them now. */
export default async function refreshRoute(app: FastifyInstance) {
  postEndpoint(app, refreshEndpoint, async ({ user }) => {
    const row = await findUserById(app.database.db, user.id);
    if (!row) throw unauthorized();
    const data = await loadUserData(app.database.db, row);
    return {
      status: true,
      message: 'User refreshed',
      data,
      updated_wallet: data.wallet,
      money_mode: app.config.moneyMode,
    };
  });
}
