import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerListTeamsEndpoint, type OrganizerEventTeam } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/list-teams: slots first, then the waitlist in order. */
export async function fetchEventTeams(eventId: string): Promise<OrganizerEventTeam[]> {
  const answer = await callApi(organizerListTeamsEndpoint, { event_id: eventId });
  return answer.data;
}

export const eventTeamsQuery = (eventId: string) =>
  queryOptions({ queryKey: organizerKeys.teams(eventId), queryFn: () => fetchEventTeams(eventId) });

export function useEventTeams(eventId: string) {
  return useQuery(eventTeamsQuery(eventId));
}
