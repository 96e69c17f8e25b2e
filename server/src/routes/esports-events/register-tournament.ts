import type { FastifyInstance } from 'fastify';
import { EVENT_MESSAGES, registerTournamentEndpoint } from '@bgmi/shared/server';
import { SCRIM_DAY_MESSAGES } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { AlreadyRegisteredError } from '../../services/tournament-registration';
import { registerTeams, type RegistrationCall } from '../../services/registration-batch';

/**
 * register-tournament: the leader puts exactly 4 of the team's members into an event. Slots and
 * waitlist go by arrival at the server (plugins/arrival-order.ts), first come, first served; the
 * calls ready at the same turn are registered together (services/registration-batch.ts).
 */
export default async function registerTournamentRoute(app: FastifyInstance) {
  // The priority connection is opened at start, not by the first leader of a burst.
  app.addHook('onReady', async () => {
    await app.database.priorityTransaction(async () => undefined);
  });
  postEndpoint(app, registerTournamentEndpoint, async ({ body, user, reply, request }) => {
    let waitlistPosition: number | null;
    try {
      ({ waitlistPosition } = await app.inArrivalBatch(
        request,
        { callerId: user.id, body },
        (calls: RegistrationCall[]) => registerTeams(app.database, calls),
      ));
    } catch (error) {
      // The spec reads alreadyRegisteredPlayers from the answer: send it beside the message.
      if (error instanceof AlreadyRegisteredError) {
        reply.code(409);
        return {
          status: false,
          message: error.message,
          field: 'selectedPlayers',
          alreadyRegisteredPlayers: error.players,
        };
      }
      throw error;
    }
    if (waitlistPosition !== null) {
      return {
        status: true,
        message: SCRIM_DAY_MESSAGES.waitlisted(waitlistPosition),
        waitlisted: true,
        waitlist_position: waitlistPosition,
      };
    }
    return { status: true, message: EVENT_MESSAGES.registered, waitlisted: false };
  });
}
