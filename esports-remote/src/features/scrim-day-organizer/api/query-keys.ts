/** Query keys of the organiser console (one place so mutations invalidate the right lists). */
export const organizerKeys = {
  all: ['organizer'] as const,
  events: ['organizer', 'events'] as const,
  teams: (eventId: string) => ['organizer', 'teams', eventId] as const,
  matches: (eventId: string) => ['organizer', 'matches', eventId] as const,
  flags: (eventId: string) => ['organizer', 'flags', eventId] as const,
  table: (eventId: string) => ['organizer', 'points-table', eventId] as const,
};
