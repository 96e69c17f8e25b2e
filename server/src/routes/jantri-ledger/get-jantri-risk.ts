import type { FastifyInstance } from 'fastify';
import { rupeesToPaise } from '@bgmi/shared/server';
import { getJantriRiskEndpoint } from '@bgmi/shared/server';
import { capCut, riskCells, riskOutcome } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { loadRiskSheets } from '../../services/jantri-risk';
import { riskCapToWire, riskToWire } from '../../wire/jantri-ledger';

/**
 * The risk view (DESIGN section 5): per number 00-99 the payout if it wins against the
 * collection, the worst number, and with max_loss the jodi cut that caps the loss. The figures
 * come from the shared risk functions, the same the screen's documentation describes.
 */
export default async function getJantriRiskRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getJantriRiskEndpoint,
    async ({ body, book }) => {
      const sheets = await loadRiskSheets(
        app.database.db,
        book.ownerId,
        body.client_name,
        body.game_name,
      );
      const cells = riskCells(sheets);
      const outcome = riskOutcome(cells);
      const cutHrfPaise = body.cutHrf === undefined ? null : rupeesToPaise(body.cutHrf);
      const cap =
        body.max_loss === undefined
          ? null
          : capCut(cells, rupeesToPaise(body.max_loss), cutHrfPaise);
      return {
        status: true,
        message: 'Risk fetched',
        data: {
          ...riskToWire(outcome, cells.amounts.jodi),
          cap: cap && riskCapToWire(cap, body.max_loss!, body.cutHrf ?? null),
        },
      };
    },
    { book: 'own' },
  );
}
