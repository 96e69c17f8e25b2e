import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { stageDetailEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** stages/detail: groups with their teams, the schedule and its balance. */
export const stageDetailQuery = (stageId: string) =>
  queryOptions({
    queryKey: stageKeys.detail(stageId),
    queryFn: async () => (await callApi(stageDetailEndpoint, { stage_id: stageId })).data,
    enabled: Boolean(stageId),
  });

export function useStageDetail(stageId: string) {
  return useQuery(stageDetailQuery(stageId));
}
