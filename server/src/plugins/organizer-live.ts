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

/**
 * Pushes for one event within this window are merged into one: a burst of registrations (a
 * popular scrim opening) costs the database one console row, not one per leader.
 */
const COALESCE_MS = 200;

export default fp(
  async (app) => {
    const pending = new Map<string, NodeJS.Timeout>();
    const schedule = (eventId: string) => {
      if (pending.has(eventId)) return;
      const timer = setTimeout(() => {
        pending.delete(eventId);
        pushOrganizerEvent(app.scrimDayDeps, eventId).catch((error: unknown) => {
          // A missed push only leaves the console a reload behind; the call itself succeeded.
          app.log.warn({ err: error, eventId }, 'organizer console push failed');
        });
      }, COALESCE_MS);
      timer.unref();
      pending.set(eventId, timer);
    };
    // A callback hook (every call runs it; an async one costs a promise and a microtask turn).
    app.addHook('onResponse', (request, reply, done) => {
      const field = CHANGES_EVENT[request.routeOptions.url ?? ''];
      const eventId =
        field && reply.statusCode < 400
          ? (request.body as Record<string, unknown> | undefined)?.[field]
          : undefined;
      if (typeof eventId === 'string') schedule(eventId);
      done();
    });
    app.addHook('onClose', async () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    });
  },
  { name: 'organizer-live', dependencies: ['scrim-day'] },
);
