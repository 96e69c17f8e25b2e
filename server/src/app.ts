import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import configPlugin from './plugins/config';
import databasePlugin from './plugins/database';
import errorHandlerPlugin from './plugins/error-handler';
import messageCodesPlugin from './plugins/message-codes';
import zodValidationPlugin from './plugins/zod-validation';
import securityPlugin from './plugins/security';
import rateLimitPlugin from './plugins/rate-limit';
import redisPlugin from './plugins/redis';
import limitsPlugin from './plugins/limits';
import authPlugin from './plugins/auth';
import publicCachePlugin from './plugins/public-cache';
import socketPlugin from './plugins/socket';
import sessionsPlugin from './plugins/sessions';
import uploadsPlugin from './plugins/uploads';
import leaderPlugin from './plugins/leader';
import backgroundJobsPlugin from './plugins/background-jobs';
import scrimDayPlugin from './plugins/scrim-day';
import organizerLivePlugin from './plugins/organizer-live';
import adminKeyPlugin from './plugins/admin-key';
import scheduledBackupsPlugin from './plugins/scheduled-backups';
import routes from './routes';
import routeRegistryPlugin from './plugins/route-registry';
import openApiPlugin from './plugins/openapi';
import healthPlugin from './plugins/health';
import arrivalOrderPlugin from './plugins/arrival-order';

export interface AppOptions {
  config: ServerConfig;
  /** Tests pass an open database; otherwise the config decides. */
  database?: Database;
}

/** The whole API as one Fastify plugin: plugins (one concern each), then routes under /BGMI. */
export default async function app(fastify: FastifyInstance, options: AppOptions) {
  await fastify.register(routeRegistryPlugin);
  await fastify.register(configPlugin, { config: options.config });
  await fastify.register(errorHandlerPlugin);
  await fastify.register(messageCodesPlugin);
  await fastify.register(arrivalOrderPlugin);
  await fastify.register(zodValidationPlugin);
  await fastify.register(databasePlugin, options.database ? { database: options.database } : {});
  await fastify.register(securityPlugin);
  await fastify.register(redisPlugin);
  await fastify.register(limitsPlugin);
  await fastify.register(rateLimitPlugin);
  await fastify.register(authPlugin);
  await fastify.register(publicCachePlugin);
  await fastify.register(socketPlugin);
  await fastify.register(sessionsPlugin);
  await fastify.register(uploadsPlugin);
  await fastify.register(adminKeyPlugin);
  await fastify.register(leaderPlugin);
  await fastify.register(scrimDayPlugin);
  await fastify.register(organizerLivePlugin);
  await fastify.register(backgroundJobsPlugin);
  await fastify.register(healthPlugin);
  await fastify.register(scheduledBackupsPlugin);
  await fastify.register(openApiPlugin);
  await fastify.register(routes, { prefix: '/BGMI' });
}
