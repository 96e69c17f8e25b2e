import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { currentLanguage } from '@bgmi/shared/i18n';
import {
  decidePassEndpoint,
  layerHisabEndpoint,
  listPassesEndpoint,
  listUppersEndpoint,
  removeUpperEndpoint,
  saveUpperEndpoint,
  sendPassEndpoint,
  takeBackPassEndpoint,
} from '@bgmi/shared/jantri-contract';
import type { z } from 'zod';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller } from '../../../lib/use-caller';
import { upperT } from '../i18n';

// The upper broker's calls (issue 27): uppers, passes and each layer's hisab.

export const UPPER_KEY = [...LEDGER_KEY, 'upper-broker'] as const;
/** callApi's fallback, read at call time so it follows the page's language. */
const failed = {
  get fallbackMessage() {
    return upperT(currentLanguage(), 'common.failed');
  },
};

export type SaveUpperBody = z.input<typeof saveUpperEndpoint.body>;
export type SendPassBody = z.input<typeof sendPassEndpoint.body>;

export function useUppers() {
  return useQuery({
    queryKey: [...UPPER_KEY, 'uppers'],
    queryFn: async () => (await callApi(listUppersEndpoint, currentCaller(), failed)).data,
  });
}

export function usePasses() {
  return useQuery({
    queryKey: [...UPPER_KEY, 'passes'],
    queryFn: async () => (await callApi(listPassesEndpoint, currentCaller(), failed)).data,
  });
}

export function useLayerHisab(date: string) {
  return useQuery({
    queryKey: [...UPPER_KEY, 'layer-hisab', date],
    queryFn: async () =>
      (await callApi(layerHisabEndpoint, { ...currentCaller(), date }, failed)).data,
  });
}

/** A mutation that refreshes every upper-broker list after it succeeds. */
function useUpperMutation<T, R>(call: (body: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: UPPER_KEY }),
  });
}

export const useSaveUpper = () =>
  useUpperMutation((body: SaveUpperBody) =>
    callApi(saveUpperEndpoint, { ...currentCaller(), ...body }, failed),
  );
export const useRemoveUpper = () =>
  useUpperMutation((upper_id: string) =>
    callApi(removeUpperEndpoint, { ...currentCaller(), upper_id }, failed),
  );
export const useSendPass = () =>
  useUpperMutation((body: SendPassBody) =>
    callApi(sendPassEndpoint, { ...currentCaller(), ...body }, failed),
  );
export const useDecidePass = () =>
  useUpperMutation((body: { pass_id: string; decision: 'accept' | 'refuse' }) =>
    callApi(decidePassEndpoint, { ...currentCaller(), ...body }, failed),
  );
export const useTakeBack = () =>
  useUpperMutation((pass_id: string) =>
    callApi(takeBackPassEndpoint, { ...currentCaller(), pass_id }, failed),
  );
