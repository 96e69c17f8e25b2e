import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { pointsTableEndpoint, type PointsTable } from '@bgmi/shared/day-and-money';

export const pointsTableKey = (eventId: string) => ['points-table', eventId] as const;

/** scrim-day/points-table: public standings, overall and per match. */
export async function fetchPointsTable(eventId: string): Promise<PointsTable> {
  const answer = await callApi(pointsTableEndpoint, { event_id: eventId });
  return answer.data;
}

export const pointsTableQuery = (eventId: string) =>
  queryOptions({ queryKey: pointsTableKey(eventId), queryFn: () => fetchPointsTable(eventId) });

export function usePointsTable(eventId: string) {
  return useQuery(pointsTableQuery(eventId));
}
