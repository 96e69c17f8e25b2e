import type { FastifyInstance } from 'fastify';
import { JANTRI_PASS_EVENT, decidePassEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict } from '../../lib/http-error';
import { findPass, movePass } from '../../repositories/upper-broker/jantri-pass-repository';
import { requirePass } from '../../services/upper-broker/pass-guards';
import { writePassIntoUpperBook } from '../../services/upper-broker/pass-accept';
import { requireOwnUpper } from '../../services/upper-broker/pass-guards';
import { passToWire } from '../../wire/upper-broker';

/**
 * The upper's answer to a pass sent to him. Accepting writes it into his book as bets of the
 * client standing for the sender, in the same transaction; refusing keeps his book as it was.
 * The sender is told on the socket either way.
 */
export default async function passDecideRoute(app: FastifyInstance) {
  postEndpoint(app, decidePassEndpoint, async ({ body, user }) => {
    const pass = await app.database.transaction(async (tx) => {
      const found = await requirePass(tx, user.id, body.pass_id, 'upper');
      if (found.status !== 'sent') throw conflict('This pass was already answered', 'pass_id');
      if (body.decision === 'accept') {
        const upper = await requireOwnUpper(tx, found.ownerId, found.upperId);
        const betIds = await writePassIntoUpperBook(tx, user.id, upper, found);
        if (!(await movePass(tx, found.id, ['sent'], 'accepted', { betIds })))
          throw conflict('This pass was already answered', 'pass_id');
      } else if (
        !(await movePass(tx, found.id, ['sent'], 'refused', { refuseReason: body.reason ?? null }))
      )
        throw conflict('This pass was already answered', 'pass_id');
      return (await findPass(tx, found.id))!;
    });
    const data = passToWire(pass);
    const kind = body.decision === 'accept' ? 'accepted' : 'refused';
    app.emitToUser(pass.ownerId, JANTRI_PASS_EVENT, { kind, pass: data });
    return { status: true, message: kind === 'accepted' ? 'Pass accepted' : 'Pass refused', data };
  });
}
