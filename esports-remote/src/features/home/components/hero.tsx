import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@bgmi/shared';

/** Greets a logged-in user by name, otherwise offers Register / Login (spec section 2, /). */
export function Hero() {
  const name = useSession((state) => (state.userinfo?.auth_token ? state.userinfo.name : ''));
  const navigate = useNavigate();
  return (
    <section className="home-hero">
      <p className="home-kicker">India's BGMI community</p>
      {name ? (
        <h1 className="home-title">Welcome back, {name}!</h1>
      ) : (
        <h1 className="home-title">Train. Scrim. Compete. Win.</h1>
      )}
      <p className="home-lead">
        Pro training, daily scrims, prize-pool tournaments, team matching and LAN events in one
        place.
      </p>
      <div className="home-actions">
        {name ? (
          <Link className="btn btn-primary" to="/tournaments">
            Browse Tournaments
          </Link>
        ) : (
          // A button (the header already has the Register / Login link); it goes to /login.
          <button type="button" className="btn btn-primary" onClick={() => navigate('/login')}>
            Register / Login
          </button>
        )}
        <Link className="btn" to="/tournamentsSCRIMS">
          Daily Scrims
        </Link>
      </div>
    </section>
  );
}
