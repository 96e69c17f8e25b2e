import type { z } from 'zod';
import type { QueryClient } from '@tanstack/react-query';
import { SessionDetailsPayload } from '../socket/socket-events';
import { sessionStore } from './session-store';

/** The number game's running round as the page shows it: the socket payload without account data. */
export const PlatformRound = SessionDetailsPayload.omit({
  updated_wallet: true,
  user_clients: true,
  user_games: true,
}).required({ bet_numbers: true });
export type PlatformRound = z.infer<typeof PlatformRound>;

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
