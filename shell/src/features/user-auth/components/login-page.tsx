import { Navigate } from 'react-router-dom';
import { useSession } from '@bgmi/shared';
import { useIsLandscape } from '../use-orientation';
import { SlidingOverlayAuth } from './sliding-overlay-auth';
import { TabbedAuth } from './tabbed-auth';
import { useAuthT } from '../i18n';

/**
 * /login: the sliding-overlay variant in landscape, the tabbed form otherwise. Someone already
 * logged in goes to /. The subscribe and newsletter boxes open it on Sign Up, e-mail prefilled.
 */
export default function LoginPage() {
  const loggedIn = useSession((state) => Boolean(state.userinfo?.auth_token));
  const openSignUp = useSession((state) => state.openSignUp);
  const landscape = useIsLandscape();
  const t = useAuthT();
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <section className="page auth-page">
      <h1 className="visually-hidden">{t('auth.pageTitle')}</h1>
      {landscape ? (
        <SlidingOverlayAuth startWithSignUp={openSignUp} />
      ) : (
        <TabbedAuth startWithSignUp={openSignUp} />
      )}
    </section>
  );
}
