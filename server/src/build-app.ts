import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { type AppOptions } from './app';

/** A ready Fastify instance with the app registered (used by server.ts, tests and the CLI). */
export async function buildApp(
  options: AppOptions & { logger?: boolean },
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: options.logger === false ? false : { level: options.config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // Opening the embedded database can take tens of seconds on a loaded machine (default 10 s).
    pluginTimeout: 120_000,
  });
  // fp() lifts the app's decorators (database, io) to the instance the caller holds.
  await fastify.register(fp(app), options);
  await fastify.ready();
  return fastify;
}
