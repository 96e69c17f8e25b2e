import type { FastifyInstance } from 'fastify';
import { JODI_LABELS, paiseToRupees, rupeesToPaise } from '@bgmi/shared';
import { getJantriRiskEndpoint } from '@bgmi/shared/jantri-contract';
import { capCut, riskCells, riskOutcome, type RiskOutcome } from '@bgmi/shared/jantri-calculators';
import { postEndpoint } from '../../lib/endpoint-route';
import { loadRiskSheets } from '../../services/jantri-risk';

const worstToWire = (outcome: RiskOutcome) => ({
  number: JODI_LABELS[outcome.worst.index]!,
  payout: paiseToRupees(outcome.worst.payout),
  loss: paiseToRupees(outcome.worst.loss),
});

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
          collection: paiseToRupees(outcome.collection),
          numbers: JODI_LABELS.map((number, n) => ({
            number,
            amount: paiseToRupees(cells.amounts.jodi[n]!),
            payout: paiseToRupees(outcome.payout[n]!),
            loss: paiseToRupees(outcome.loss[n]!),
          })),
          worst: worstToWire(outcome),
          cap: cap && {
            max_loss: body.max_loss!,
            needed: cap.needed,
            reachable: cap.reachable,
            cutNum: cap.cutNumPaise === null ? null : paiseToRupees(cap.cutNumPaise),
            cutHrf: body.cutHrf ?? null,
            collection_after: paiseToRupees(cap.after.collection),
            worst_after: worstToWire(cap.after),
          },
        },
      };
    },
    { book: 'own' },
  );
}
