import type { FastifyInstance } from 'fastify';
import { getBetRecordsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { betRecordsPage } from '../../services/jantri-bet-page';
import { betRecordToWire } from '../../wire/jantri-ledger';

/** The caller's bet records, newest first, optionally for one client and/or game. */
export default async function getBetRecordsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getBetRecordsEndpoint,
    async ({ body, book }) => {
      const page = await betRecordsPage(app.database.db, book, body);
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
