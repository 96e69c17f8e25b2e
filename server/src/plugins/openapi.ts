import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '../lib/openapi-document';

/**
 * GET /BGMI/openapi.json (OpenAPI 3.1 from the shared zod contract) and a docs page at
 * /BGMI/docs (swagger-ui, served from the package, no CDN). The document is built once.
 */
export default fp(
  async (app) => {
    const document = buildOpenApiDocument();
    await app.register(swagger, {
      mode: 'static',
      specification: { document: document as never },
    });
    await app.register(swaggerUi, { routePrefix: '/BGMI/docs', staticCSP: true });
    app.get('/BGMI/openapi.json', { schema: { hide: true } }, async () => document);
  },
  { name: 'openapi' },
);
