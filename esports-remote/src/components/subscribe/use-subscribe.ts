import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@bgmi/shared';
import { useSubscribeT } from './i18n';

/**
 * The subscribe and newsletter boxes (spec section 5): empty -> alert; logged in -> told so;
 * otherwise the e-mail and the sign-up flag are remembered and /login opens on Sign Up, prefilled.
 */
export function useSubscribe() {
  const navigate = useNavigate();
  const t = useSubscribeT();
  return (email: string): boolean => {
    const value = email.trim();
    if (!value) {
      window.alert(t('subscribe.enterEmail'));
      return false;
    }
    if (sessionStore.getState().userinfo?.auth_token) {
      window.alert(t('subscribe.alreadyLoggedIn'));
      return false;
    }
    sessionStore.getState().rememberSignUpEmail(value);
    navigate('/login');
    return true;
  };
}
