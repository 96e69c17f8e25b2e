import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { removeJantriClientEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { clientNames, deleteClient } from '../../repositories/jantri-client-repository';
import { requireClient } from '../../services/jantri-sheet';

/** Deletes a client with its bets; hisab and lain-dain rows stay. Answers the new client list. */
export default async function removeJantriClientRoute(app: FastifyInstance) {
  postEndpoint(app, removeJantriClientEndpoint, async ({ body, user }) =>
    app.database.transaction(async (tx) => {
      const client = await requireClient(tx, user.id, body.client_name);
      await deleteClient(tx, user.id, client.id);
      return {
        status: true,
        message: LEDGER_MESSAGES.clientDeleted,
        data: { user_clients: await clientNames(tx, user.id) },
      };
    }),
  );
}
