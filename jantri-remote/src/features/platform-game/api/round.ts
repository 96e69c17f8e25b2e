import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  callApi,
  currentRoundCall,
  EMPTY_ROUND,
  platformRoundKey,
  useSession,
  writeAccount,
  type PlatformRound,
} from '@bgmi/shared';
import { PREFETCH_FRESH_MS } from '@bgmi/shared/page-prefetch';

/** The round call: the running round for the round query, its wallet into the account query. */
export async function fetchRound(client: QueryClient, userId: string): Promise<PlatformRound> {
  const answer = await callApi(currentRoundCall, {});
  writeAccount(client, { wallet: answer.updated_wallet });
  const { current_session_id, bet_numbers, ends_at, seed_hash } = answer.data;
  // A result the socket pushed before this answer (an open winning-number popup) stays.
  const previous = client.getQueryData<PlatformRound>(platformRoundKey(userId));
  return { ...EMPTY_ROUND, ...previous, current_session_id, bet_numbers, ends_at, seed_hash };
}

/**
 * The round query; also started before the page renders (app/page-prefetch.ts). Fresh as long as
 * a prefetch's answer: with 0 the page asked again for the round the prefetch had just brought
 * (two game-session calls per visit, issue 26); later rounds arrive over the socket.
 */
export const platformRoundQuery = (client: QueryClient, userId: string) =>
  queryOptions({
    queryKey: platformRoundKey(userId),
    queryFn: () => fetchRound(client, userId),
    staleTime: PREFETCH_FRESH_MS,
    retry: 1,
  });

function useRoundQuery(load: boolean) {
  const client = useQueryClient();
  const userId = useSession((state) => state.userinfo?.userId ?? '');
  return useQuery({ ...platformRoundQuery(client, userId), enabled: load && Boolean(userId) });
}

/** The game page: loads the running round when it opens; later rounds arrive over the socket. */
export function usePlatformRound(enabled = true) {
  return useRoundQuery(enabled);
}

/** Parts of the page read the round the page loaded (they never call the server themselves). */
export function useRoundState(): PlatformRound | undefined {
  return useRoundQuery(false).data;
}
