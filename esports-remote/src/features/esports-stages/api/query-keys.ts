/** Query keys of the stages (one place so mutations and socket pushes hit the right data). */
export const stageKeys = {
  list: (eventId: string) => ['stages', 'list', eventId] as const,
  detail: (stageId: string) => ['stages', 'detail', stageId] as const,
  tables: (stageId: string) => ['stages', 'tables', stageId] as const,
  matches: (stageId: string) => ['stages', 'organizer-matches', stageId] as const,
  standing: (eventId: string) => ['stages', 'standing', eventId] as const,
};
