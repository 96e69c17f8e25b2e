import type { FastifyInstance } from 'fastify';
import { getRechargeEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listActivePlans } from '../../repositories/wallet/plan-repository';
import { toPlanRow } from '../../wire/wallet';

/** The plans on sale (public: the Services page links here before login too). */
export default async function getRechargeRoute(app: FastifyInstance) {
  postEndpoint(app, getRechargeEndpoint, async () => {
    const rows = await listActivePlans(app.database.db);
    return {
      status: true,
      success: true,
      message: rows.length ? 'Plans' : 'No data found',
      data: rows.map(toPlanRow),
    };
  });
}
