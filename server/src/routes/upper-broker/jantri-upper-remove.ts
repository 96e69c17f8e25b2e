import type { FastifyInstance } from 'fastify';
import { removeUpperEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict } from '../../lib/http-error';
import { deleteUpper } from '../../repositories/upper-broker/jantri-upper-repository';
import { standingPassCount } from '../../repositories/upper-broker/jantri-pass-repository';
import { requireOwnUpper } from '../../services/upper-broker/pass-guards';

/** Removes an upper with no pass waiting or standing in his book; settled rows stay. */
export default async function upperRemoveRoute(app: FastifyInstance) {
  postEndpoint(app, removeUpperEndpoint, async ({ body, user }) =>
    app.database.transaction(async (tx) => {
      await requireOwnUpper(tx, user.id, body.upper_id);
      if ((await standingPassCount(tx, body.upper_id)) > 0)
        throw conflict('Take back or settle the passes to this upper first', 'upper_id');
      await deleteUpper(tx, user.id, body.upper_id);
      return { status: true, message: 'Upper removed' };
    }),
  );
}
