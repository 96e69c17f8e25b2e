import type { FastifyInstance } from 'fastify';
import { getJantriHistoryEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { betRecordsPage } from '../../services/jantri-bet-page';
import { historyToWire } from '../../wire/jantri-ledger';

/**
 * Jantri History: per client and game, the number of bet records, their amount and details.
 * It pages over bet records (`limit` records per answer, `nextCursor` for the rest).
 */
export default async function getJantriHistoryRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getJantriHistoryEndpoint,
    async ({ body, book }) => {
      const page = await betRecordsPage(app.database.db, book, body);
      const data = historyToWire(page.rows);
      return { status: true, message: 'History fetched', data, nextCursor: page.nextCursor };
    },
    { book: 'read' },
  );
}
