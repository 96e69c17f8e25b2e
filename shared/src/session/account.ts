import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKey, storedAccount, useSession, type Account } from '@bgmi/shared/host-api';

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
    // The refresh call (and the API client) load with the first ask: a visitor's first page
    // carries neither.
    queryFn: () => import('./account-refresh').then((m) => m.fetchAccount(client)),
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
