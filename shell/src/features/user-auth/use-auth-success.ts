import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { keepLogin, notifySuccess, sessionStore, type AuthResponse } from '@bgmi/shared';

/** Login or sign-up success (spec): store user info with the wallet, toast, go to /. */
export function useAuthSuccess() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (answer: AuthResponse) => {
    keepLogin(queryClient, answer.data);
    sessionStore.getState().clearPrefill();
    notifySuccess(answer.message);
    navigate('/');
  };
}
