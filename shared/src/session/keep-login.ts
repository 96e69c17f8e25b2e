import type { QueryClient } from '@tanstack/react-query';
import { sessionStore, writeAccount } from '@bgmi/shared/host-api';
import type { AuthResponse } from '../contract/user';
import { switchLanguage } from '../i18n/switch-language';

/**
 * Keeps a login or sign-up answer (spec): the userinfo with the wallet in the session store, and
 * the account query, which the same user may have filled before on this page. The shell's login
 * page and a side's own login (an embedded side) both keep an answer this one way.
 */
export function keepLogin(queryClient: QueryClient, data: AuthResponse['data']): void {
  const account = {
    wallet: data.wallet,
    user_clients: data.user_clients,
    user_games: data.user_games,
  };
  sessionStore.getState().login({
    _id: data._id,
    userId: data.userId,
    username: data.username,
    bgmiUserId: data.bgmiUserId,
    name: data.name,
    auth_token: data.auth_token,
    isAdmin: data.isAdmin,
    isOrganizer: data.isOrganizer,
    ...account,
  });
  writeAccount(queryClient, account);
  // The language kept with the account (DESIGN section 9): a new login reads in it.
  if (data.language && data.language !== sessionStore.getState().language) {
    void switchLanguage(data.language);
  }
}
