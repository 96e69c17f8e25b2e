import type { FastifyInstance } from 'fastify';
import { rechargeEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { rechargeToWire } from '../../wire/wallet';
import { requestRecharge } from '../../services/recharges';

/** A plan bought through a deposit: active once that deposit is approved. */
export default async function rechargeRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    rechargeEndpoint,
    async ({ body, user }) => {
      const recharge = await requestRecharge(app.database, user.id, body);
      return {
        status: true,
        message:
          recharge.status === 1
            ? 'Plan activated'
            : 'Plan will activate when the deposit is approved',
        data: rechargeToWire(recharge),
      };
    },
    { money: 'deposit' },
  );
}
