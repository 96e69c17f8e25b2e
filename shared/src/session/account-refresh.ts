import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../api/api-client';
import { refreshCall } from '../api/lazy-contract';
import {
  accountKey,
  sessionStore,
  storedAccount,
  writeAccount,
  type Account,
} from '@bgmi/shared/host-api';

/** How many times the account query's data was written (TanStack counts each setQueryData). */
const writesOf = (client: QueryClient) => {
  const userId = sessionStore.getState().userinfo?.userId ?? '';
  return client.getQueryState(accountKey(userId))?.dataUpdateCount ?? 0;
};

/** The user refresh call: the server's view of the user, written into the session and the account. */
export async function fetchAccount(client: QueryClient): Promise<Account> {
  const username = sessionStore.getState().userinfo?.username;
  const before = writesOf(client);
  const answer = await callApi(refreshCall, username ? { username } : {});
  const { data } = answer;
  sessionStore.getState().updateUserinfo({
    name: data.name,
    bgmiUserId: data.bgmiUserId,
    isAdmin: data.isAdmin,
    isOrganizer: data.isOrganizer,
  });
  const read: Account = {
    wallet: answer.updated_wallet,
    user_clients: data.user_clients,
    user_games: data.user_games,
  };
  // Written while the call was out (a bet's or demo credits' answer, a socket push): that wallet
  // is newer than the one read, so the refresh keeps it and sends only the lists. The e2e
  // demo-credits run showed the wallet going back to 0 when the refresh's answer was checked
  // after the credit's.
  const change: Partial<Account> =
    writesOf(client) === before
      ? read
      : { user_clients: read.user_clients, user_games: read.user_games };
  return writeAccount(client, change) ?? { ...storedAccount(), ...change };
}
