import type { FastifyInstance } from 'fastify';
import { listUppersEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listUppers } from '../../repositories/upper-broker/jantri-upper-repository';
import { upperToWire } from '../../wire/upper-broker';

/** The caller's upper operators, oldest first. */
export default async function upperListRoute(app: FastifyInstance) {
  postEndpoint(app, listUppersEndpoint, async ({ user }) => ({
    status: true,
    message: 'Uppers fetched',
    data: (await listUppers(app.database.db, user.id)).map(upperToWire),
  }));
}
