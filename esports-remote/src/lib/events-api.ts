import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  callApi,
  getScrimsCall,
  getTournamentsCall,
  type EsportsEvent,
  type EventType,
} from '@bgmi/shared';
import { currentLanguage } from '@bgmi/shared/i18n';
import { esportsT } from './i18n';

export type EventKind = 'tournament' | 'scrim';

/** get-bgmi-tournaments / get-bgmi-SCRIMS-tournaments: public lists, no token. */
export async function fetchEvents(kind: EventKind, type: EventType): Promise<EsportsEvent[]> {
  const endpoint = kind === 'scrim' ? getScrimsCall : getTournamentsCall;
  const answer = await callApi(
    endpoint,
    { type },
    { fallbackMessage: esportsT(currentLanguage(), 'events.fetchFailed') },
  );
  return answer.data;
}

export const eventsQuery = (kind: EventKind, type: EventType) =>
  queryOptions({
    queryKey: ['esports-events', kind, type],
    queryFn: () => fetchEvents(kind, type),
  });

export function useEvents(kind: EventKind, type: EventType) {
  return useQuery(eventsQuery(kind, type));
}
