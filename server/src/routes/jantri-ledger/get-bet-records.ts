import type { FastifyInstance } from 'fastify';
import { getBetRecordsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkNamedClient } from '../../services/book-access';
import { listBetRecords } from '../../repositories/jantri-bet-repository';
import { betRecordToWire } from '../../wire/jantri-ledger';
import { resolveBetFilter } from '../../services/jantri-bet-filter';
import { decodeCursor, toPage } from '../../lib/page-cursor';

/** The caller's bet records, newest first, optionally for one client and/or game. */
export default async function getBetRecordsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getBetRecordsEndpoint,
    async ({ body, book }) => {
      const db = app.database.db;
      await checkNamedClient(db, book, body.client_name);
      const filter = await resolveBetFilter(db, book.ownerId, body);
      const after = decodeCursor(body.cursor);
      const page = toPage(
        await listBetRecords(db, book.ownerId, filter, { limit: body.limit, after }),
        body.limit,
      );
      return {
        status: true,
        message: 'Bet records fetched',
        data: page.rows.map(betRecordToWire),
        nextCursor: page.nextCursor,
      };
    },
    { book: 'read' },
  );
}
