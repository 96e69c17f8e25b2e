import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callApi,
  EVENT_MESSAGES,
  registerTournamentEndpoint,
  type RegisterTournamentBody,
} from '@bgmi/shared';

export function registerTournament(body: RegisterTournamentBody) {
  return callApi(registerTournamentEndpoint, body, {
    fallbackMessage: EVENT_MESSAGES.registrationFailed,
  });
}

/** Registers a team; the event lists refetch so the new counts show. */
export function useRegisterTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerTournament,
    onSuccess: () => client.invalidateQueries({ queryKey: ['esports-events'] }),
  });
}
