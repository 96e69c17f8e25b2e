import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@bgmi/shared';
import { lainDainRecordGetEndpoint } from '@bgmi/shared/jantri-contract';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkNamedClient } from '../../services/book-access';
import { lainDainRows } from '../../repositories/jantri-hisab-repository';

/** The caller's lain-dain records, newest first, optionally for one client. */
export default async function lainDainRecordGetRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    lainDainRecordGetEndpoint,
    async ({ body, book }) => {
      await checkNamedClient(app.database.db, book, body.client_name);
      const rows = await lainDainRows(app.database.db, book.ownerId, {
        clientName: body.client_name || undefined,
      });
      return {
        status: true,
        message: 'Records fetched',
        data: rows.reverse().map((row) => ({
          _id: row.id,
          client_name: row.clientName,
          type: row.type,
          receive_type: row.receiveType,
          amount: paiseToRupees(row.amountPaise),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
    { book: 'read' },
  );
}
