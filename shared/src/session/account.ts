import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../api/api-client';
import { refreshCall } from '../api/lazy-contract';
import {
  accountKey,
  sessionStore,
  storedAccount,
  useSession,
  writeAccount,
  type Account,
} from '@bgmi/shared/host-api';

/** The user refresh call: the server's view of the user, written into the session and the account. */
export async function fetchAccount(client: QueryClient): Promise<Account> {
  const username = sessionStore.getState().userinfo?.username;
  const answer = await callApi(refreshCall, username ? { username } : {});
  const { data } = answer;
  sessionStore.getState().updateUserinfo({
    name: data.name,
    bgmiUserId: data.bgmiUserId,
    isAdmin: data.isAdmin,
    isOrganizer: data.isOrganizer,
  });
  const change = {
    wallet: answer.updated_wallet,
    user_clients: data.user_clients,
    user_games: data.user_games,
  };
  return writeAccount(client, change) ?? { ...storedAccount(), ...change };
}

/**
 * The wallet and the lists. They start from stored userinfo and change only through
 * writeAccount (or an invalidation); `refreshOnMount` asks the server once when mounted (the
 * shell does this on page load: a stale or foreign token is answered with a logout).
 */
export function useAccount(options: { refreshOnMount?: boolean } = {}): Account {
  const client = useQueryClient();
  const userId = useSession((state) => state.userinfo?.userId);
  const query = useQuery({
    queryKey: accountKey(userId ?? ''),
    queryFn: () => fetchAccount(client),
    initialData: storedAccount,
    staleTime: Infinity,
    enabled: Boolean(userId),
    ...(options.refreshOnMount ? { refetchOnMount: 'always' as const, retry: false } : {}),
  });
  useEffect(() => {
    if (!userId) return;
    // Another tab changed the wallet or a list: show what it stored (no write back).
    const follow = (event: StorageEvent) => {
      if (event.key === 'userinfo') client.setQueryData(accountKey(userId), storedAccount());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [client, userId]);
  return query.data;
}

/** The wallet as the server last reported it. */
export function useWallet(): number {
  return useAccount().wallet;
}
