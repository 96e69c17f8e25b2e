import type { FastifyInstance } from 'fastify';
import { cancelRegistrationEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { forbidden, notFound } from '../../lib/http-error';
import { findEventForUpdate } from '../../repositories/esports-events/tournament-repository';
import { findPlayerRegistration } from '../../repositories/scrim-day/scrim-registration-repository';
import { announcePromotions, dropRegistration } from '../../services/scrim-day/waitlist';

/** scrim-day/cancel-registration: the leader takes the team out; the freed slot is promoted. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, cancelRegistrationEndpoint, async ({ body, user }) => {
    const promotions = await app.database.transaction(async (tx) => {
      if (!(await findEventForUpdate(tx, body.event_id)))
        throw notFound('Event not found', 'event_id');
      const reg = await findPlayerRegistration(tx, body.event_id, user.id);
      if (!reg) throw notFound('Your team is not registered in this event', 'event_id');
      if (reg.leaderId !== user.id)
        throw forbidden('Only the team leader can cancel the registration');
      return dropRegistration(tx, reg, new Date());
    });
    await announcePromotions(app.scrimDayDeps, promotions);
    return { status: true, message: 'Registration cancelled' };
  });
}
