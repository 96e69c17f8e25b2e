import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EsportsEvent } from '@bgmi/shared';
import { fetchEvents } from '../../../lib/events-api';

/**
 * Home's upcoming list. Spec: on failure only a log is written and the list shows empty. Also
 * started before the page renders (app/page-prefetch.ts).
 */
export const upcomingTournamentsQuery = () =>
  queryOptions({
    queryKey: ['esports-events', 'tournament', 'upcoming', 'home'],
    queryFn: async (): Promise<EsportsEvent[]> => {
      try {
        return await fetchEvents('tournament', 'upcoming');
      } catch (error) {
        console.error('Failed to fetch tournaments', error);
        return [];
      }
    },
  });

export function useUpcomingTournaments() {
  return useQuery(upcomingTournamentsQuery());
}
