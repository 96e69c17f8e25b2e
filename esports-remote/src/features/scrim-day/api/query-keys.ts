import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the player's event page. */
export const eventDayKeys = {
  event: (eventId: string) => ['event-day', 'event', eventId] as const,
  myStates: ['event-day', 'my-states'] as const,
  room: (matchId: string) => ['event-day', 'room', matchId] as const,
};

/** After a team's call (check in, cancel): the player's states and the event refetch. */
export function refreshEventDay(client: QueryClient, eventId: string) {
  void client.invalidateQueries({ queryKey: eventDayKeys.myStates });
  void client.invalidateQueries({ queryKey: eventDayKeys.event(eventId) });
}
