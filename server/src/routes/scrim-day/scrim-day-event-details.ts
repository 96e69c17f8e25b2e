import type { FastifyInstance } from 'fastify';
import { eventDayEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { dayCounts, findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import { listMatches } from '../../repositories/scrim-day/match-repository';
import { toEsportsEvent } from '../../wire/esports-events';
import { dayFields } from '../../services/scrim-day/event-view';
import { toEventMatch } from '../../wire/scrim-day';

/** scrim-day/event-details: the public event page (no room details). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, eventDayEndpoint, async ({ body }) => {
    const db = app.database.db;
    const day = await findDayEvent(db, body.event_id);
    if (!day) throw notFound('Event not found', 'event_id');
    const [counts, matches] = await Promise.all([
      dayCounts(db, [day.event.id]),
      listMatches(db, day.event.id),
    ]);
    const data = {
      ...toEsportsEvent(day.event),
      ...dayFields(day, counts.get(day.event.id)!, new Date()),
      kind: day.event.kind,
      matches: matches.map((match) => toEventMatch(match, day.settings.roomReleaseMinutes)),
    };
    return { status: true, message: 'Event fetched', data };
  });
}
