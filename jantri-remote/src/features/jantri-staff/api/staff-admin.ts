import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import {
  staffEntriesEndpoint,
  staffInviteEndpoint,
  staffListEndpoint,
  staffRemoveEndpoint,
  type StaffRole,
} from '@bgmi/shared/jantri-contract';
import { currentCaller, useCaller } from '../../../lib/use-caller';

// The operator's side of staff: invite, list, remove, and what the writers entered.

export const STAFF_KEY = ['jantri-staff'] as const;
export const staffEntriesKey = (date: string) => [...STAFF_KEY, 'entries', date] as const;

export function useStaffList() {
  const caller = useCaller();
  return useQuery({
    queryKey: [...STAFF_KEY, 'list'],
    queryFn: async () =>
      (
        await callApi(staffListEndpoint, currentCaller(), {
          fallbackMessage: 'Could not load your staff',
        })
      ).data,
    enabled: Boolean(caller),
    meta: { errorToast: 'Could not load your staff' },
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { role: StaffRole; client_names: string[] }) =>
      callApi(
        staffInviteEndpoint,
        { ...currentCaller(), ...input },
        { fallbackMessage: 'Could not create the invite' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staff_id: string) =>
      callApi(
        staffRemoveEndpoint,
        { ...currentCaller(), staff_id },
        { fallbackMessage: 'Could not remove access' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

/** Totals per writer and game, and the newest entries, of one day. */
export function useStaffEntries(date: string) {
  const caller = useCaller();
  return useQuery({
    queryKey: staffEntriesKey(date),
    queryFn: async () =>
      (
        await callApi(
          staffEntriesEndpoint,
          { ...currentCaller(), date },
          { fallbackMessage: 'Could not load the entries' },
        )
      ).data,
    enabled: Boolean(caller),
    meta: { errorToast: 'Could not load the entries' },
  });
}
