import { useNavigate } from 'react-router-dom';
import { notifySuccess, sessionStore, type AuthResponse } from '@bgmi/shared';

/** Login or sign-up success (spec): store user info with the wallet, toast, go to /. */
export function useAuthSuccess() {
  const navigate = useNavigate();
  return (answer: AuthResponse) => {
    const { data } = answer;
    sessionStore.getState().login({
      _id: data._id,
      userId: data.userId,
      username: data.username,
      bgmiUserId: data.bgmiUserId,
      name: data.name,
      auth_token: data.auth_token,
      wallet: data.wallet,
      user_clients: data.user_clients,
      user_games: data.user_games,
      isAdmin: data.isAdmin,
      isOrganizer: data.isOrganizer,
    });
    sessionStore.getState().clearPrefill();
    notifySuccess(answer.message);
    navigate('/');
  };
}
