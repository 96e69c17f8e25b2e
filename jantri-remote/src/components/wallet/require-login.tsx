import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@bgmi/shared';
import './wallet-ui.css';

/** These pages need a logged-in user; a visitor gets a way to log in. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSession((state) => Boolean(state.userinfo?.auth_token));
  if (loggedIn) return <>{children}</>;
  return (
    <section className="page">
      <div className="card wui-login">
        <h1 className="section-title">Please login first</h1>
        <p className="muted">Log in to use your wallet and the game.</p>
        <Link to="/login" className="btn btn-primary">
          Login
        </Link>
      </div>
    </section>
  );
}
