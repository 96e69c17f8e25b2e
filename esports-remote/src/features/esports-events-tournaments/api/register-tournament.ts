import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, registerTournamentEndpoint, type RegisterTournamentBody } from '@bgmi/shared';
import { currentLanguage } from '@bgmi/shared/i18n';
import { tournamentsT } from '../i18n';

export function registerTournament(body: RegisterTournamentBody) {
  return callApi(registerTournamentEndpoint, body, {
    fallbackMessage: tournamentsT(currentLanguage(), 'dialog.failed'),
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
