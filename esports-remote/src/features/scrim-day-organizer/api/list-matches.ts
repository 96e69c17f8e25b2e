import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerListMatchesEndpoint, type OrganizerMatch } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/list-matches: the matches with room id and password. */
export async function fetchOrganizerMatches(eventId: string): Promise<OrganizerMatch[]> {
  const answer = await callApi(organizerListMatchesEndpoint, { event_id: eventId });
  return answer.data;
}

export const organizerMatchesQuery = (eventId: string) =>
  queryOptions({
    queryKey: organizerKeys.matches(eventId),
    queryFn: () => fetchOrganizerMatches(eventId),
  });

export function useOrganizerMatches(eventId: string) {
  return useQuery(organizerMatchesQuery(eventId));
}
