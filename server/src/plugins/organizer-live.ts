import fp from 'fastify-plugin';
import { pushOrganizerEvent } from '../services/scrim-day/organizer-live';

/**
 * Calls after which an event's console row (slots, waitlist, checked in, check-in state) may have
 * changed, and where their body names the event. The organiser's open console gets the new row
 * (`organizer_event`) once the call has answered, so no route has to remember to push it.
 */
const CHANGES_EVENT: Record<string, 'event_id' | 'tournament_id'> = {
  '/BGMI/register-tournament': 'tournament_id',
  '/BGMI/scrim-day/cancel-registration': 'event_id',
  '/BGMI/scrim-day/check-in': 'event_id',
  '/BGMI/organizer/remove-team': 'event_id',
  '/BGMI/organizer/set-registration': 'event_id',
  '/BGMI/organizer/edit-event': 'event_id',
};

export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const field = CHANGES_EVENT[request.routeOptions.url ?? ''];
      if (!field || reply.statusCode >= 400) return;
      const eventId = (request.body as Record<string, unknown> | undefined)?.[field];
      if (typeof eventId !== 'string') return;
      try {
        await pushOrganizerEvent(app.scrimDayDeps, eventId);
      } catch (error) {
        // A missed push only leaves the console a reload behind; the call itself succeeded.
        request.log.warn({ err: error, eventId }, 'organizer console push failed');
      }
    });
  },
  { name: 'organizer-live', dependencies: ['scrim-day'] },
);
