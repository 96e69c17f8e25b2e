import { useQuery } from '@tanstack/react-query';
import { ALL_CLIENT, callApi } from '@bgmi/shared';
import { getLesarBookEndpoint } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller } from '../../../lib/use-caller';

export async function fetchLaserBook(client_name: string, date: string) {
  const answer = await callApi(
    getLesarBookEndpoint,
    { ...currentCaller(), client_name, date },
    { fallbackMessage: 'Something went wrong while fetching data' },
  );
  // 'All Client' answers data.hisab_kitab_all, one client data.hisab_kitab (spec).
  return (client_name === ALL_CLIENT ? answer.data.hisab_kitab_all : answer.data.hisab_kitab) ?? [];
}

/** get-lesar-book; runs only once a client is chosen (spec). */
export function useLaserBook(client: string, date: string) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'laser', client, date],
    queryFn: () => fetchLaserBook(client, date),
    enabled: client !== '',
  });
}
