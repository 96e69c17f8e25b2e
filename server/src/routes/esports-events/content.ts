import type { FastifyInstance } from 'fastify';
import { allBlogsEndpoint, getServicesEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listBlogs } from '../../repositories/blog-repository';
import { listServices } from '../../repositories/service-repository';

/** get-services and all-blogs: public content; blog media is served from /uploads/<file>. */
export default async function contentRoutes(app: FastifyInstance) {
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
  postEndpoint(
    app,
    allBlogsEndpoint,
    async () => ({
      status: true,
      message: 'Blogs fetched',
      blogs: await listBlogs(app.database.db),
    }),
    { publicList: () => 'all' },
  );
}
