import type { FastifyInstance } from 'fastify';
import { JANTRI_PASS_EVENT, takeBackPassEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict } from '../../lib/http-error';
import { findPass, movePass } from '../../repositories/upper-broker/jantri-pass-repository';
import { refuseAfterResult, requirePass } from '../../services/upper-broker/pass-guards';
import { removePassFromUpperBook } from '../../services/upper-broker/pass-accept';
import { passToWire } from '../../wire/upper-broker';

/**
 * The sender takes a pass back before the result (in his book and, once accepted, in the
 * upper's): its bets leave the upper's book and the pass is marked taken back, in one
 * transaction, so the two books change together. The upper is told on the socket.
 */
export default async function passTakeBackRoute(app: FastifyInstance) {
  postEndpoint(app, takeBackPassEndpoint, async ({ body, user }) => {
    const pass = await app.database.transaction(async (tx) => {
      const found = await requirePass(tx, user.id, body.pass_id, 'sender');
      if (!['sent', 'accepted', 'recorded'].includes(found.status))
        throw conflict('This pass is no longer standing', 'pass_id');
      await refuseAfterResult(tx, user.id, found);
      if (found.status === 'accepted' && found.upperUserId) {
        await refuseAfterResult(tx, found.upperUserId, found);
        await removePassFromUpperBook(tx, found.upperUserId, found);
      }
      if (!(await movePass(tx, found.id, [found.status], 'taken_back')))
        throw conflict('This pass is no longer standing', 'pass_id');
      return (await findPass(tx, found.id))!;
    });
    const data = passToWire(pass);
    if (pass.upperUserId)
      app.emitToUser(pass.upperUserId, JANTRI_PASS_EVENT, { kind: 'taken_back', pass: data });
    return { status: true, message: 'Pass taken back', data };
  });
}
