import type { FastifyInstance } from 'fastify';
import { getJantriHistoryEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listBetRecords } from '../../repositories/jantri-bet-repository';
import { historyToWire } from '../../wire/jantri-ledger';
import { resolveBetFilter } from '../../services/jantri-bet-filter';
import { decodeCursor, toPage } from '../../lib/page-cursor';

/**
 * Jantri History: per client and game, the number of bet records, their amount and details.
 * It pages over bet records (`limit` records per answer, `nextCursor` for the rest).
 */
export default async function getJantriHistoryRoute(app: FastifyInstance) {
  postEndpoint(app, getJantriHistoryEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    const filter = await resolveBetFilter(db, user.id, body);
    const after = decodeCursor(body.cursor);
    const page = toPage(
      await listBetRecords(db, user.id, filter, { limit: body.limit, after }),
      body.limit,
    );
    const records = page.rows;
    const data = historyToWire(records);
    return { status: true, message: 'History fetched', data, nextCursor: page.nextCursor };
  });
}
