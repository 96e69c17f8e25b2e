import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, sessionStore } from '@bgmi/shared';

/**
 * The subscribe and newsletter boxes (spec section 5): empty -> alert; logged in -> told so;
 * otherwise the e-mail and the sign-up flag are remembered and /login opens on Sign Up, prefilled.
 */
export function useSubscribe() {
  const navigate = useNavigate();
  return (email: string): boolean => {
    const value = email.trim();
    if (!value) {
      window.alert(AUTH_MESSAGES.enterValidEmail);
      return false;
    }
    if (sessionStore.getState().userinfo?.auth_token) {
      window.alert(AUTH_MESSAGES.alreadyLoggedIn);
      return false;
    }
    sessionStore.getState().rememberSignUpEmail(value);
    navigate('/login');
    return true;
  };
}
