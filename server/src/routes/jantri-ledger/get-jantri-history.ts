import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@bgmi/shared';
import { getJantriHistoryEndpoint, type HistoryRow } from '@bgmi/shared/jantri-contract';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkNamedClient } from '../../services/book-access';
import { listBetRecords } from '../../repositories/jantri-bet-repository';
import { betRecordToWire } from '../../services/jantri-sheet';
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
      const records = page.rows;
      const rows = new Map<string, HistoryRow & { paise: number }>();
      for (const record of records) {
        const key = `${record.clientId}:${record.gameId}`;
        const row = rows.get(key) ?? {
          client_name: record.clientName,
          game_name: record.gameName,
          total_bet_obj: { total_bets: 0, total_amount: 0, details: [] },
          paise: 0,
        };
        row.total_bet_obj.total_bets += 1;
        row.paise += record.totalPaise;
        row.total_bet_obj.details.push(betRecordToWire(record));
        rows.set(key, row);
      }
      const data = [...rows.values()]
        .map(({ paise, ...row }) => ({
          ...row,
          total_bet_obj: { ...row.total_bet_obj, total_amount: paiseToRupees(paise) },
        }))
        .sort(
          (a, b) =>
            a.client_name.localeCompare(b.client_name) || a.game_name.localeCompare(b.game_name),
        );
      return { status: true, message: 'History fetched', data, nextCursor: page.nextCursor };
    },
    { book: 'read' },
  );
}
