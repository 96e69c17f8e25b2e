import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { removeJantriClientEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { bookClient } from '../../services/book-access';
import {
  clientNames,
  deleteClient,
} from '../../repositories/jantri-ledger/jantri-client-repository';
import {} from '../../services/jantri-sheet';

/** Deletes a client with its bets; hisab and lain-dain rows stay. Answers the new client list. */
export default async function removeJantriClientRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    removeJantriClientEndpoint,
    async ({ body, book }) =>
      app.database.transaction(async (tx) => {
        const client = await bookClient(tx, book, body.client_name);
        await deleteClient(tx, book.ownerId, client.id);
        return {
          status: true,
          message: LEDGER_MESSAGES.clientDeleted,
          data: { user_clients: await clientNames(tx, book.ownerId) },
        };
      }),
    { book: 'own' },
  );
}
