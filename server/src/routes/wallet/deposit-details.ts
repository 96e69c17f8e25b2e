import type { FastifyInstance } from 'fastify';
import { depositDetailsEndpoint } from '@bgmi/shared';
import { postEndpoint } from '../../lib/endpoint-route';
import { depositSettings } from '../../services/deposits';

/** The deposit page's minimum and UPI QR image. */
export default async function depositDetailsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    depositDetailsEndpoint,
    async () => {
      const settings = depositSettings();
      return {
        status: true,
        message: 'Deposit details',
        data: { min_deposit: settings.minDeposit, QR_url: settings.qrUrl, upi_id: settings.upiId },
      };
    },
    { money: 'view' },
  );
}
