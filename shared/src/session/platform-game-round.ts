import type { QueryClient } from '@tanstack/react-query';
import type { RoundDetailsPayload } from '../socket/socket-events';
import { sessionStore } from './session-store';

/**
 * The number game's running round as the page shows it: the socket payload (z.infer of the
 * contract) without the account fields, its numbers always present. Types only: nothing at run time.
 */
export type PlatformRound = Omit<
  RoundDetailsPayload,
  'updated_wallet' | 'user_clients' | 'user_games' | 'bet_numbers'
> &
  Required<Pick<RoundDetailsPayload, 'bet_numbers'>>;

/** The one query key of the round (per user: a logout leaves nothing for the next login). */
export const platformRoundKey = (userId: string) => ['platform-game', 'round', userId] as const;

export const EMPTY_ROUND: PlatformRound = {
  current_session_id: null,
  bet_numbers: {},
  session_result: null,
};

/** Merges a change (the round call, a bet's answer, a socket push, a closed popup) into the round. */
export function writeRound(client: QueryClient, change: Partial<PlatformRound>): void {
  const userId = sessionStore.getState().userinfo?.userId;
  if (!userId) return;
  client.setQueryData<PlatformRound>(platformRoundKey(userId), (previous) => ({
    ...EMPTY_ROUND,
    ...previous,
    ...change,
  }));
}
