import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { betDataJantriEndpoint } from '@bgmi/shared/jantri-contract';

export interface BetDataArgs {
  clientName: string;
  gameName: string;
  username: string;
  userId: string;
}

export const betDataKey = (args: BetDataArgs) =>
  ['bet-data-jantri', args.clientName, args.gameName] as const;

export function fetchBetData(args: BetDataArgs) {
  return callApi(betDataJantriEndpoint, {
    client_name: args.clientName,
    game_name: args.gameName,
    username: args.username,
    user_id: args.userId,
  });
}

/** The chosen client's sheet on the chosen game (only when both are chosen). */
export function useBetData(args: BetDataArgs | null) {
  return useQuery({
    queryKey: args ? betDataKey(args) : ['bet-data-jantri', 'none'],
    queryFn: () => fetchBetData(args!),
    enabled: Boolean(args),
    retry: false,
    // Spec: a failed sheet toasts the server's message (the grid falls back to the session's).
    meta: { errorToast: 'Something went wrong while fetching data' },
  });
}
