import type { QueryClient } from '@tanstack/react-query';

/** After a team's call from a card: the event lists (all under `esports-events`) refetch. */
export function refreshEventLists(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ['esports-events'] });
}
