import type { FastifyInstance } from 'fastify';
import { withdrawHistoryEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { decodeCursor, toPage } from '../../lib/page-cursor';
import { listWithdrawals } from '../../repositories/wallet/withdrawal-repository';
import { toWithdrawHistoryRow } from '../../wire/wallet';

export default async function withdrawHistoryRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    withdrawHistoryEndpoint,
    async ({ body, user }) => {
      const after = decodeCursor(body.cursor);
      const page = toPage(
        await listWithdrawals(app.database.db, user.id, { limit: body.limit, after }),
        body.limit,
      );
      const rows = page.rows;
      return {
        status: true,
        message: rows.length ? 'Withdraw history' : 'No data found',
        data: rows.map(toWithdrawHistoryRow),
        nextCursor: page.nextCursor,
      };
    },
    { money: 'view' },
  );
}
