import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { stageListEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';
import { stagesPageT } from '../i18n';

/** stages/list: an event's stages in order, with its title. */
export const stageListQuery = (eventId: string) =>
  queryOptions({
    queryKey: stageKeys.list(eventId),
    queryFn: () => callApi(stageListEndpoint, { event_id: eventId }),
    meta: { errorToast: stagesPageT('list.failed') },
  });

export function useStageList(eventId: string) {
  return useQuery(stageListQuery(eventId));
}
