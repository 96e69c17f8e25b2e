import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { stageTablesEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** stages/tables: the stage's overall table (group tables derive from it); live by socket. */
export const stageTablesQuery = (stageId: string) =>
  queryOptions({
    queryKey: stageKeys.tables(stageId),
    queryFn: async () => (await callApi(stageTablesEndpoint, { stage_id: stageId })).data,
    enabled: Boolean(stageId),
  });

export function useStageTables(stageId: string) {
  return useQuery(stageTablesQuery(stageId));
}
