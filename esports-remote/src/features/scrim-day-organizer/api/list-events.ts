import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerListEventsEndpoint, type OrganizerEvent } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/list-events: the events the caller organises (admins: all). */
export async function fetchOrganizerEvents(): Promise<OrganizerEvent[]> {
  const answer = await callApi(organizerListEventsEndpoint, {});
  return answer.data;
}

export const organizerEventsQuery = () =>
  queryOptions({ queryKey: organizerKeys.events, queryFn: fetchOrganizerEvents });

export function useOrganizerEvents() {
  return useQuery(organizerEventsQuery());
}
