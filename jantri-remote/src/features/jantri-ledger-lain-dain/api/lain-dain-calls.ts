import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@bgmi/shared';
import {
  lainDainRecordGetEndpoint,
  lainDainRecordSaveEndpoint,
} from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller, useCaller, type Caller } from '../../../lib/use-caller';

export function fetchLainDain(client_name: string) {
  return callApi(
    lainDainRecordGetEndpoint,
    { ...currentCaller(), client_name },
    { fallbackMessage: 'Something went wrong while fetching data' },
  );
}

/** lain-dain-record-get, for one client or ('' ) all. */
export function useLainDainRecords(client: string) {
  const caller = useCaller();
  return useQuery({
    queryKey: [...LEDGER_KEY, 'lain-dain', client],
    queryFn: async () => (await fetchLainDain(client)).data,
    enabled: Boolean(caller),
  });
}

/** The body of lain-dain-record-save without the caller (added from the session). */
export type LainDainInput = Omit<z.infer<typeof lainDainRecordSaveEndpoint.body>, keyof Caller>;

export function saveLainDain(input: LainDainInput) {
  return callApi(
    lainDainRecordSaveEndpoint,
    { ...currentCaller(), ...input },
    { fallbackMessage: 'Something went wrong!' },
  );
}

export function useSaveLainDain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLainDain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
  });
}
