import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { editResultEndpoint } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/edit-result: corrects one posted line (e.g. before accepting a flag). */
export function editResult(body: { result_id: string; placement: number; kills: number }) {
  return callApi(editResultEndpoint, body);
}

export function useEditResult(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editResult,
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.table(eventId) }),
  });
}
