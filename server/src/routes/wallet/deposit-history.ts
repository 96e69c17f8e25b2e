import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@bgmi/shared';
import { depositHistoryEndpoint } from '@bgmi/shared/jantri-contract';
import { postEndpoint } from '../../lib/endpoint-route';
import { decodeCursor, toPage } from '../../lib/page-cursor';
import { listDeposits } from '../../repositories/deposit-repository';

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
        data: rows.map((row) => ({
          _id: row.id,
          transaction_id: row.transactionId,
          deposit_amount: paiseToRupees(row.amountPaise),
          remarks: row.remarks,
          deposit_status: row.status,
          method: row.method,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
    { money: 'view' },
  );
}
