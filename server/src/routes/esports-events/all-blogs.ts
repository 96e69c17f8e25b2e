import type { FastifyInstance } from 'fastify';
import { allBlogsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listBlogs } from '../../repositories/esports-events/blog-repository';

/** all-blogs: public content; blog media is served from /uploads/<file>. */
export default async function allBlogsRoute(app: FastifyInstance) {
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
