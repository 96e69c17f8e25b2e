import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { type AppOptions } from './app';
import type { TrustProxy } from './config';
import { loggerOptions } from './lib/log-options';
import { OneLineRequestLog } from './lib/request-log';
import { lazyRequestLogger } from './lib/lazy-request-logger';

/** A hop count trusts that many proxies next to the server (what proxy-addr does with a number). */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((a: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** A ready Fastify instance with the app registered (used by server.ts, tests and the CLI). */
export async function buildApp(
  options: AppOptions & { logger?: boolean; logStream?: { write: (line: string) => void } },
): Promise<FastifyInstance> {
  const logger = loggerOptions(options.config.logLevel) as Record<string, unknown>;
  const fastify = Fastify({
    logger:
      options.logger === false
        ? false
        : options.logStream
          ? { ...logger, stream: options.logStream }
          : logger,
    // One access-log line per call instead of Fastify's two (lib/request-log.ts).
    logController: new OneLineRequestLog(),
    // request.log is made when a request first logs, not for every request.
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 1024 * 1024,
    // Opening and migrating the embedded database on a busy machine can take longer than
    // Fastify's 10 s default for one plugin, which stopped the API at start.
    pluginTimeout: 120_000,
    // DESIGN section 3: only the proxies TRUST_PROXY names may set the client address.
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
  });
  // fp() lifts the app's decorators (database, io) to the instance the caller holds.
  await fastify.register(fp(app), options);
  await fastify.ready();
  return fastify;
}
