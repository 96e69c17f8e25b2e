import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerListFlagsEndpoint, type ResultFlag } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/list-flags: flags on posted results, open first. */
export async function fetchFlags(eventId: string): Promise<ResultFlag[]> {
  const answer = await callApi(organizerListFlagsEndpoint, { event_id: eventId });
  return answer.data;
}

export const flagsQuery = (eventId: string) =>
  queryOptions({ queryKey: organizerKeys.flags(eventId), queryFn: () => fetchFlags(eventId) });

export function useFlags(eventId: string) {
  return useQuery(flagsQuery(eventId));
}
