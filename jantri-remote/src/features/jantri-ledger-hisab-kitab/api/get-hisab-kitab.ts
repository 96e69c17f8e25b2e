import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { getJantriHisabKitabEndpoint } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller } from '../../../lib/use-caller';

export function fetchHisabKitab(client_name: string, date: string) {
  return callApi(
    getJantriHisabKitabEndpoint,
    { ...currentCaller(), client_name, date },
    { fallbackMessage: 'Something went wrong while fetching data' },
  );
}

/** get-jantri-hisabKitab; runs only once a client or a date has been chosen (spec). */
export function useHisabKitab(client: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'hisab', client, date],
    queryFn: async () => (await fetchHisabKitab(client, date)).data.hisab_kitab,
    enabled,
  });
}
