import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerSetRegistrationEndpoint } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/set-registration: opens or closes registration. */
export function setRegistration(body: { event_id: string; open: boolean }) {
  return callApi(organizerSetRegistrationEndpoint, body);
}

export function useSetRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRegistration,
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.events }),
  });
}
