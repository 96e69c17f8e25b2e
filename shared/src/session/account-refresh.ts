import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../api/api-client';
import { refreshCall } from '../api/lazy-contract';
import { sessionStore, storedAccount, writeAccount, type Account } from '@bgmi/shared/host-api';

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
