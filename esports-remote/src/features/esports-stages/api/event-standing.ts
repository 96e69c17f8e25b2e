import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { eventStandingEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** stages/event-standing: the event's final standing across its stages. */
export function useEventStanding(eventId: string) {
  return useQuery({
    queryKey: stageKeys.standing(eventId),
    queryFn: async () => (await callApi(eventStandingEndpoint, { event_id: eventId })).data,
  });
}
