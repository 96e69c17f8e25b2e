import type { FastifyInstance } from 'fastify';
import { lainDainRecordGetEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkNamedClient } from '../../services/book-access';
import { lainDainRows } from '../../repositories/jantri-ledger/jantri-hisab-repository';
import { toLainDainRow } from '../../wire/jantri-ledger';

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
        data: rows.reverse().map(toLainDainRow),
      };
    },
    { book: 'read' },
  );
}
