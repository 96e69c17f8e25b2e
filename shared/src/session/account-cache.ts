import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from './session-store';
import { readStoredUserInfo, saveUserinfo, type UserInfo } from './user-info';

/** The signed-in user's server-held data the pages show: the wallet and the ledger's name lists. */
export type Account = Pick<UserInfo, 'wallet' | 'user_clients' | 'user_games'>;

/** The one query key of the wallet and the lists; per user, so a new login never sees the last. */
export const accountKey = (userId: string) => ['account', userId] as const;

/** What the browser stored (spec: userinfo keeps the wallet and the lists across reloads). */
export function storedAccount(): Account {
  const stored = readStoredUserInfo();
  return {
    wallet: stored?.wallet ?? 0,
    user_clients: stored?.user_clients ?? [],
    user_games: stored?.user_games ?? [],
  };
}

/**
 * Every writer of the wallet or the lists (login, refresh, bet, round, withdraw, demo credits,
 * client and game calls, socket) goes through here: the account query, then stored userinfo.
 */
export function writeAccount(client: QueryClient, change: Partial<Account>): Account | undefined {
  const userId = sessionStore.getState().userinfo?.userId;
  if (!userId) return undefined;
  const next = client.setQueryData<Account>(accountKey(userId), (previous) => ({
    ...(previous ?? storedAccount()),
    ...change,
  }));
  saveUserinfo(change);
  return next;
}
