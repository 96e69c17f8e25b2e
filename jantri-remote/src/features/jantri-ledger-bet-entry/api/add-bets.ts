import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@bgmi/shared';
import { addJantriBetsEndpoint } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller, type Caller } from '../../../lib/use-caller';
import { useActingBook } from '../../../lib/acting-book';

/** The body of add-jantri-bets without the caller (added from the session). */
export type AddBetsInput = Omit<z.input<typeof addJantriBetsEndpoint.body>, keyof Caller>;

export function addBets(input: AddBetsInput, book: string | null = null) {
  return callApi(
    addJantriBetsEndpoint,
    { ...currentCaller(), ...input },
    { fallbackMessage: 'Something went wrong', book },
  );
}

/** add-jantri-bets: the server reads the text with the same parser as the preview. */
export function useAddBets() {
  const queryClient = useQueryClient();
  // Inside a staff desk: the operator's book the writer works in.
  const book = useActingBook();
  return useMutation({
    mutationFn: (input: AddBetsInput) => addBets(input, book),
    // The /game grid (bet-data-jantri) and every ledger view show the new amounts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
        queryClient.invalidateQueries({ queryKey: ['bet-data-jantri'] }),
      ]),
  });
}
