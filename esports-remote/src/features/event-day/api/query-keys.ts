/** Query keys of the player's event page. */
export const eventDayKeys = {
  event: (eventId: string) => ['event-day', 'event', eventId] as const,
  myStates: ['event-day', 'my-states'] as const,
  room: (matchId: string) => ['event-day', 'room', matchId] as const,
};
