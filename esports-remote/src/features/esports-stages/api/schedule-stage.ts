import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { stageScheduleEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** organizer/stage-schedule: the rotation, with its balance in the message. */
export function scheduleStage(body: EndpointBody<typeof stageScheduleEndpoint>) {
  return callApi(stageScheduleEndpoint, body);
}

export function useScheduleStage(eventId: string, stageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: scheduleStage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
      void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
      void client.invalidateQueries({ queryKey: stageKeys.tables(stageId) });
      void client.invalidateQueries({ queryKey: stageKeys.matches(stageId) });
    },
  });
}
