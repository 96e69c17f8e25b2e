import type { FastifyInstance } from 'fastify';
import { ALL_CLIENT, ALL_CLIENTS } from '@bgmi/shared/server';
import { getLesarBookEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkNamedClient } from '../../services/book-access';
import { buildLaserBook } from '../../services/laser-book';

const ALL_NAMES = new Set([ALL_CLIENT.toLowerCase(), ALL_CLIENTS.toLowerCase()]);

/**
 * Laser book up to the chosen date: data.hisab_kitab_all for 'All Client', otherwise
 * data.hisab_kitab for that client. A client the caller never had has no rows.
 */
export default async function getLesarBookRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getLesarBookEndpoint,
    async ({ body, book }) => {
      const all = ALL_NAMES.has(body.client_name.toLowerCase());
      await checkNamedClient(app.database.db, book, all ? null : body.client_name);
      const rows = await buildLaserBook(
        app.database.db,
        book.ownerId,
        all ? null : body.client_name,
        body.date,
        ALL_CLIENT,
      );
      return {
        status: true,
        message: 'Laser book fetched',
        data: all ? { hisab_kitab_all: rows } : { hisab_kitab: rows },
      };
    },
    { book: 'read' },
  );
}
