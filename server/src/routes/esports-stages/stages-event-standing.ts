import type { FastifyInstance } from 'fastify';
import { eventStandingEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import { eventStanding } from '../../services/esports-stages/stage-tables';

/** stages/event-standing: the event's final standing across its stages (public). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, eventStandingEndpoint, async ({ body }) => {
    if (!(await findDayEvent(app.database.db, body.event_id)))
      throw notFound('Event not found', 'event_id');
    return {
      status: true,
      message: 'Standing',
      data: await eventStanding(app.database.db, body.event_id),
    };
  });
}
