import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { getAllJantriClientEndpoint, type JantriClient } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../error-text';
import { currentCaller, useCaller } from '../use-caller';

export const clientsKey = [...LEDGER_KEY, 'clients'] as const;

export async function getAllClients(): Promise<JantriClient[]> {
  const answer = await callApi(getAllJantriClientEndpoint, currentCaller(), {
    fallbackMessage: 'Something went wrong while fetching data',
  });
  return answer.data;
}

/** The caller's clients with their terms (getAll-jantri-client). */
export function useClients() {
  const caller = useCaller();
  return useQuery({ queryKey: clientsKey, queryFn: getAllClients, enabled: Boolean(caller) });
}
