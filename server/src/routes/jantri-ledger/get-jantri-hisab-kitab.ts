import type { FastifyInstance } from 'fastify';
import { ALL_CLIENT } from '@bgmi/shared/server';
import { getJantriHisabKitabEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkNamedClient } from '../../services/book-access';
import { hisabRows } from '../../repositories/jantri-ledger/jantri-hisab-repository';
import { toHisabRow } from '../../wire/jantri-ledger';

/** The day's hisab rows of one client (or of all clients when none or 'All Client' is named). */
export default async function getJantriHisabKitabRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getJantriHisabKitabEndpoint,
    async ({ body, book }) => {
      const named = body.client_name && body.client_name.toLowerCase() !== ALL_CLIENT.toLowerCase();
      await checkNamedClient(app.database.db, book, named ? body.client_name : null);
      const rows = await hisabRows(app.database.db, book.ownerId, {
        day: body.date,
        clientName: named ? body.client_name : undefined,
      });
      return {
        status: true,
        message: 'Hisab kitab fetched',
        data: { hisab_kitab: rows.map(toHisabRow) },
      };
    },
    { book: 'read' },
  );
}
