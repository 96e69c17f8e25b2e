import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { eventDayEndpoint, type EventDay } from '@bgmi/shared/day-and-money';
import { eventDayKeys } from './query-keys';

/** scrim-day/event-details: the public event with its day fields and matches (no rooms). */
export async function fetchEventDay(eventId: string): Promise<EventDay> {
  const answer = await callApi(eventDayEndpoint, { event_id: eventId });
  return answer.data;
}

export const eventDayQuery = (eventId: string) =>
  queryOptions({ queryKey: eventDayKeys.event(eventId), queryFn: () => fetchEventDay(eventId) });

export function useEventDay(eventId: string) {
  return useQuery(eventDayQuery(eventId));
}
