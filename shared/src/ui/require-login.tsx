import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isLoggedIn, notifyError, useSession } from '@bgmi/shared/host-api';
import { useUiT } from './i18n';
import type { LoginRule } from '../routes/route-table';
import { getEmbedOptions, requestHostLogin } from '../session/embed-options';

/**
 * The one login check of the site, applied by the router to every route from the route table's
 * `login` flag (no flag: a public page):
 * 'prompt' shows a way to log in in place of the page; 'redirect' (spec: /UpdateResult) says
 * 'User info missing. Please login again.' and goes to /login.
 * A side mounted into another page logs in where its host said (`loginUrl`, `onLoginRequired`
 * mount options), else on its own /login route (standalone-app.tsx).
 */
export function RequireLogin({ rule, children }: { rule?: LoginRule; children: ReactNode }) {
  const loggedIn = useSession(isLoggedIn);
  if (loggedIn || !rule) return <>{children}</>;
  return rule === 'redirect' ? <RedirectToLogin /> : <LoginPrompt />;
}

function RedirectToLogin() {
  const navigate = useNavigate();
  const t = useUiT();
  const { pathname } = useLocation();
  useEffect(() => {
    notifyError(t('userInfoMissing'));
    if (!requestHostLogin(pathname)) navigate('/login', { state: { from: pathname } });
  }, [navigate, pathname, t]);
  return null;
}

function LoginPrompt() {
  const { pathname } = useLocation();
  const { onLoginRequired, loginUrl } = getEmbedOptions();
  const t = useUiT();
  const label = t('login');
  return (
    <section className="page">
      <div className="card login-prompt">
        <h1 className="section-title">{t('loginFirst')}</h1>
        <p className="muted">{t('loginToUse')}</p>
        {onLoginRequired ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => onLoginRequired({ path: pathname })}
          >
            {label}
          </button>
        ) : loginUrl ? (
          <a href={loginUrl} className="btn btn-primary">
            {label}
          </a>
        ) : (
          <Link to="/login" state={{ from: pathname }} className="btn btn-primary">
            {label}
          </Link>
        )}
      </div>
    </section>
  );
}
