import type { FastifyInstance } from 'fastify';
import { listPassesEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { incomingPasses, sentPasses } from '../../repositories/upper-broker/jantri-pass-repository';
import { passToWire } from '../../wire/upper-broker';

/** The passes the caller sent and those sent to him (of one day when given), newest first. */
export default async function passListRoute(app: FastifyInstance) {
  postEndpoint(app, listPassesEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    const [sent, incoming] = [
      await sentPasses(db, user.id, body.date),
      await incomingPasses(db, user.id, body.date),
    ];
    return {
      status: true,
      message: 'Passes fetched',
      data: { sent: sent.map(passToWire), incoming: incoming.map(passToWire) },
    };
  });
}
