import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { addJantriClientEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict, isUniqueViolation } from '../../lib/http-error';
import {
  clientNames,
  findClient,
  insertClient,
} from '../../repositories/jantri-ledger/jantri-client-repository';
import { clientToWire } from '../../wire/jantri-ledger';

/** Adds a client; names are unique per operator whatever their case (409). */
export default async function addJantriClientRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    addJantriClientEndpoint,
    async ({ body, book }) => {
      try {
        return await app.database.transaction(async (tx) => {
          if (await findClient(tx, book.ownerId, body.client_name)) {
            throw conflict(LEDGER_MESSAGES.clientExists, 'client_name');
          }
          const row = await insertClient(tx, book.ownerId, body.client_name, {
            lc: body.lc,
            passingRate: body.passing_rate,
            patti: body.patti,
            commissionBasis: body.commission_basis,
          });
          const user_clients = await clientNames(tx, book.ownerId);
          return {
            status: true,
            message: LEDGER_MESSAGES.clientAdded,
            data: { user_clients, client: clientToWire(row) },
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(LEDGER_MESSAGES.clientExists, 'client_name');
        throw error;
      }
    },
    { book: 'own' },
  );
}
