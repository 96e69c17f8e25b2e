import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';

/**
 * helmet headers, and CORS limited to the shell and remote origins (plus CORS_ORIGINS), since
 * the browser calls the API from those three origins.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      // Blog media is shown on the shell's origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: ['config'] },
);
