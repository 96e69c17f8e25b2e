import { useAccount, useSession, sessionStore } from '@bgmi/shared';

/** The caller as the ledger bodies name it (spec: username and user_id), or null when logged out. */
export interface Caller {
  username: string;
  user_id: string;
}

export function useCaller(): Caller | null {
  const username = useSession((state) => state.userinfo?.username);
  const userId = useSession((state) => state.userinfo?.userId);
  return username && userId ? { username, user_id: userId } : null;
}

/** The same, read once outside React (inside fetchers). */
export function currentCaller(): Caller {
  const info = sessionStore.getState().userinfo;
  return { username: info?.username ?? '', user_id: info?.userId ?? '' };
}

/** The user's client and game names: the account query (written after every add and remove). */
export function useSessionLists(): { clients: string[]; games: string[] } {
  const account = useAccount();
  return { clients: account.user_clients, games: account.user_games };
}
