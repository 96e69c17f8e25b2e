import type { FastifyInstance } from 'fastify';
import { getServicesEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listServices } from '../../repositories/esports-events/service-repository';

/** get-services: public content. */
export default async function getServicesRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getServicesEndpoint,
    async () => ({
      status: true,
      message: 'Services fetched',
      data: await listServices(app.database.db),
    }),
    { publicList: () => 'all' },
  );
}
