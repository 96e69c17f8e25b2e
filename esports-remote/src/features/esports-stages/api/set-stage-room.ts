import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { stageSetRoomEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** organizer/stage-set-room: a match's room id and password. */
export function setStageRoom(body: EndpointBody<typeof stageSetRoomEndpoint>) {
  return callApi(stageSetRoomEndpoint, body);
}

export function useSetStageRoom(eventId: string, stageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStageRoom,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
      void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
      void client.invalidateQueries({ queryKey: stageKeys.tables(stageId) });
      void client.invalidateQueries({ queryKey: stageKeys.matches(stageId) });
    },
  });
}
