import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
}

/** Makes the server settings available as `app.config`. */
export default fp<{ config: ServerConfig }>(
  async (app, options) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
