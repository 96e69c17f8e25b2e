import type { FastifyInstance } from 'fastify';
import { depositDetailsEndpoint } from '@bgmi/shared/server';
import { MONEY_MESSAGES } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { depositSettings } from '../../services/deposits';

/** The deposit page's minimum and UPI QR image. */
export default async function depositDetailsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    depositDetailsEndpoint,
    async () => {
      const settings = depositSettings(app.config.deposit);
      // Demo mode: no QR and no UPI id, nothing to pay (DESIGN section 8).
      if (app.config.moneyMode === 'demo')
        return {
          status: true,
          message: MONEY_MESSAGES.demoNoDeposit,
          data: { min_deposit: 0, QR_url: '', upi_id: '' },
        };
      return {
        status: true,
        message: 'Deposit details',
        data: { min_deposit: settings.minDeposit, QR_url: settings.qrUrl, upi_id: settings.upiId },
      };
    },
    { money: 'view' },
  );
}
