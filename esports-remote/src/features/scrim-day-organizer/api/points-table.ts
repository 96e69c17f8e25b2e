import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { pointsTableEndpoint, type PointsTable } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** scrim-day/points-table: the console pre-fills the results grid from posted standings. */
export async function fetchPointsTable(eventId: string): Promise<PointsTable> {
  const answer = await callApi(pointsTableEndpoint, { event_id: eventId });
  return answer.data;
}

export const organizerTableQuery = (eventId: string) =>
  queryOptions({
    queryKey: organizerKeys.table(eventId),
    queryFn: () => fetchPointsTable(eventId),
  });

export function useOrganizerTable(eventId: string) {
  return useQuery(organizerTableQuery(eventId));
}
