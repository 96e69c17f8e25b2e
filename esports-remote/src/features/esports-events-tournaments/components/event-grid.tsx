import { memo } from 'react';
import type { EsportsEvent, EventType } from '@bgmi/shared';
import type { MyEventState } from '@bgmi/shared/day-and-money';
import { EventCard } from './event-card';

interface EventGridProps {
  events: EsportsEvent[];
  type: EventType;
  onRegister: (event: EsportsEvent) => void;
  /** The events whose registration is starting (Register Now pressed, or the link's `?id=`). */
  busy: (string | null)[];
  mine: Map<string, MyEventState>;
}

/**
 * One tab's cards. Memoized: a render of the page that changes none of its inputs (a query's
 * answer the page draws later, in a transition) skips the cards instead of redrawing them all.
 */
export const EventGrid = memo(function EventGrid({
  events,
  type,
  onRegister,
  busy,
  mine,
}: EventGridProps) {
  return (
    <div className="card-grid ev-grid">
      {events.map((event) => (
        <EventCard
          key={event._id}
          event={event}
          type={type}
          onRegister={onRegister}
          registering={busy.includes(event._id)}
          mine={mine.get(event._id) ?? null}
        />
      ))}
    </div>
  );
});
