import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { editJantriClientEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { updateClientTerms } from '../../repositories/jantri-ledger/jantri-client-repository';
import { requireClient } from '../../services/jantri-sheet';
import { clientToWire } from '../../wire/jantri-ledger';

/** Changes a client's lc, passing rate and patti; later settlements use the new terms. */
export default async function editJantriClientRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    editJantriClientEndpoint,
    async ({ body, book }) => {
      const client = await requireClient(app.database.db, book.ownerId, body.client_name);
      const row = await updateClientTerms(app.database.db, book.ownerId, client.id, {
        lc: body.lc,
        passingRate: body.passing_rate,
        patti: body.patti,
        commissionBasis: body.commission_basis,
      });
      if (!row) throw notFound(LEDGER_MESSAGES.clientNotFound, 'client_name');
      return { status: true, message: LEDGER_MESSAGES.clientUpdated, data: clientToWire(row) };
    },
    { book: 'own' },
  );
}
