import type { FastifyInstance } from 'fastify';
import { getAllJantriClientEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listClients } from '../../repositories/jantri-ledger/jantri-client-repository';
import { clientToWire } from '../../wire/jantri-ledger';

/** The book's clients with their terms, oldest first (for its staff: the clients given). */
export default async function getAllJantriClientRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getAllJantriClientEndpoint,
    async ({ book }) => {
      const rows = await listClients(app.database.db, book.ownerId);
      // Staff see only the clients they were given.
      const given = book.clientIds;
      const visible = given ? rows.filter((row) => given.has(row.id)) : rows;
      return { status: true, message: 'Clients fetched', data: visible.map(clientToWire) };
    },
    { book: 'read' },
  );
}
