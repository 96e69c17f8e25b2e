import type { FastifyInstance } from 'fastify';
import { getAllJantriClientEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listClients } from '../../repositories/jantri-client-repository';
import { clientToWire } from '../../wire/jantri-ledger';

/** The caller's clients with their terms, oldest first. */
export default async function getAllJantriClientRoute(app: FastifyInstance) {
  postEndpoint(app, getAllJantriClientEndpoint, async ({ user }) => {
    const rows = await listClients(app.database.db, user.id);
    return { status: true, message: 'Clients fetched', data: rows.map(clientToWire) };
  });
}
