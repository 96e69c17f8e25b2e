import type { FastifyInstance } from 'fastify';
import { ALL_CLIENT, ALL_CLIENTS, todayInIndia } from '@bgmi/shared/server';
import { exportClientBooksEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkNamedClient } from '../../services/book-access';
import { fileSlug } from '../../lib/csv';
import { clientBooksCsv } from '../../services/books-export';

const ALL_NAMES = new Set([ALL_CLIENT.toLowerCase(), ALL_CLIENTS.toLowerCase()]);

/**
 * A client's books as CSV (issue 25), up to the chosen date: only the caller's own rows, so a
 * name another operator uses exports nothing of his. A removed client's books still export.
 */
export default async function exportClientBooksRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    exportClientBooksEndpoint,
    async ({ body, book }) => {
      const all = ALL_NAMES.has(body.client_name.toLowerCase());
      const upTo = body.date ?? todayInIndia();
      await checkNamedClient(app.database.db, book, all ? null : body.client_name);
      const file = await clientBooksCsv(
        app.database.db,
        book.ownerId,
        all ? null : body.client_name,
        upTo,
        body.language,
      );
      const who = all ? 'all-clients' : fileSlug(body.client_name, 'client');
      return {
        status: true,
        message: file.rows ? 'Books ready' : 'No data found',
        filename: `${who}-books-${upTo}.csv`,
        ...file,
      };
    },
    { book: 'read' },
  );
}
