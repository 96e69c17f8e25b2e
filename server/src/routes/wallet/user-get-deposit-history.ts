import type { FastifyInstance } from 'fastify';
import { depositHistoryEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { decodeCursor, toPage } from '../../lib/page-cursor';
import { listDeposits } from '../../repositories/wallet/deposit-repository';
import { toDepositHistoryRow } from '../../wire/wallet';

export default async function depositHistoryRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    depositHistoryEndpoint,
    async ({ body, user }) => {
      const after = decodeCursor(body.cursor);
      const page = toPage(
        await listDeposits(app.database.db, user.id, { limit: body.limit, after }),
        body.limit,
      );
      const rows = page.rows;
      return {
        status: true,
        message: rows.length ? 'Deposit history' : 'No data found',
        data: rows.map(toDepositHistoryRow),
        nextCursor: page.nextCursor,
      };
    },
    { money: 'view' },
  );
}
