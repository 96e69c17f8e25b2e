import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { stageOrganizerMatchesEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** organizer/stage-matches: the schedule with rooms, for the organiser. */
export function useOrganizerStageMatches(stageId: string) {
  return useQuery({
    queryKey: stageKeys.matches(stageId),
    queryFn: async () => (await callApi(stageOrganizerMatchesEndpoint, { stage_id: stageId })).data,
    enabled: Boolean(stageId),
  });
}
