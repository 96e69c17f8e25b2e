import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isLoggedIn, notifyError, useSession } from '@bgmi/shared/host-api';
import { LEDGER_MESSAGES } from '../jantri/messages';
import type { LoginRule } from '../routes/route-table';

/**
 * The one login check of the site, applied by the router to every route from the route table's
 * `login` flag (no flag: a public page):
 * 'prompt' shows a way to log in in place of the page; 'redirect' (spec: /UpdateResult) says
 * 'User info missing. Please login again.' and goes to /login.
 */
export function RequireLogin({ rule, children }: { rule?: LoginRule; children: ReactNode }) {
  const loggedIn = useSession(isLoggedIn);
  if (loggedIn || !rule) return <>{children}</>;
  return rule === 'redirect' ? <RedirectToLogin /> : <LoginPrompt />;
}

function RedirectToLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    notifyError(LEDGER_MESSAGES.userInfoMissing);
    navigate('/login');
  }, [navigate]);
  return null;
}

function LoginPrompt() {
  return (
    <section className="page">
      <div className="card login-prompt">
        <h1 className="section-title">Please login first</h1>
        <p className="muted">Log in to use this page.</p>
        <Link to="/login" className="btn btn-primary">
          Login
        </Link>
      </div>
    </section>
  );
}
