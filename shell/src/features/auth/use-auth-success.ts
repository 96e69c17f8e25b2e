import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { notifySuccess, sessionStore, writeAccount, type AuthResponse } from '@bgmi/shared';

/** Login or sign-up success (spec): store user info with the wallet, toast, go to /. */
export function useAuthSuccess() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (answer: AuthResponse) => {
    const { data } = answer;
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
    // The same user may have logged in before on this page: the account query takes the answer.
    writeAccount(queryClient, account);
    sessionStore.getState().clearPrefill();
    notifySuccess(answer.message);
    navigate('/');
  };
}
