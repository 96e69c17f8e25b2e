import type { FastifyInstance } from 'fastify';

/** Routes of this area: each call is one file beside this one, registered here. */
export default async function routes(_app: FastifyInstance) {}
