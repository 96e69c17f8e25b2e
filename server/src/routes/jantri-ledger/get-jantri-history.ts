import type { FastifyInstance } from 'fastify';
import { getJantriHistoryEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkNamedClient } from '../../services/book-access';
import { listBetRecords } from '../../repositories/jantri-bet-repository';
import { historyToWire } from '../../wire/jantri-ledger';
import { resolveBetFilter } from '../../services/jantri-bet-filter';
import { decodeCursor, toPage } from '../../lib/page-cursor';

/**
 * Jantri History: per client and game, the number of bet records, their amount and details.
 * It pages over bet records (`limit` records per answer, `nextCursor` for the rest).
 */
export default async function getJantriHistoryRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getJantriHistoryEndpoint,
    async ({ body, book }) => {
      const db = app.database.db;
      await checkNamedClient(db, book, body.client_name);
      const filter = await resolveBetFilter(db, book.ownerId, body);
      const after = decodeCursor(body.cursor);
      const page = toPage(
        await listBetRecords(db, book.ownerId, filter, { limit: body.limit, after }),
        body.limit,
      );
      const data = historyToWire(page.rows);
      return { status: true, message: 'History fetched', data, nextCursor: page.nextCursor };
    },
    { book: 'read' },
  );
}
