import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@bgmi/shared';
import { useHomeT } from '../i18n';

/** Greets a logged-in user by name, otherwise offers Register / Login (spec section 2, /). */
export function Hero() {
  const t = useHomeT();
  const name = useSession((state) => (state.userinfo?.auth_token ? state.userinfo.name : ''));
  const navigate = useNavigate();
  return (
    <section className="home-hero">
      <p className="home-kicker">{t('hero.kicker')}</p>
      {name ? (
        <h1 className="home-title">{t('hero.welcome', { name })}</h1>
      ) : (
        <h1 className="home-title">{t('hero.title')}</h1>
      )}
      <p className="home-lead">{t('hero.lead')}</p>
      <div className="home-actions">
        {name ? (
          <Link className="btn btn-primary" to="/tournaments">
            {t('hero.browse')}
          </Link>
        ) : (
          // A button (the header already has the Register / Login link); it goes to /login.
          <button type="button" className="btn btn-primary" onClick={() => navigate('/login')}>
            {t('hero.login')}
          </button>
        )}
        <Link className="btn" to="/tournamentsSCRIMS">
          {t('hero.scrims')}
        </Link>
      </div>
    </section>
  );
}
