import type { FastifyInstance } from 'fastify';
import runCommandRoute from './run-command';

export default async function adminRoutes(app: FastifyInstance) {
  await app.register(runCommandRoute);
}
