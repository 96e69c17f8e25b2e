import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { resolveFlagEndpoint } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/resolve-flag: accepts or rejects a flag. */
export function resolveFlag(body: {
  flag_id: string;
  status: 'accepted' | 'rejected';
  note?: string;
}) {
  return callApi(resolveFlagEndpoint, body);
}

export function useResolveFlag(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveFlag,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: organizerKeys.flags(eventId) });
      void client.invalidateQueries({ queryKey: organizerKeys.events });
    },
  });
}
