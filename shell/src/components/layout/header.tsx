import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSession } from '@bgmi/shared';
import { localize } from '@bgmi/shared/i18n';
import { navLinks, useSiteRoutes } from '../../app/site-routes';
import { useShellT } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';
// Only a logged-in user has a profile menu: a visitor's first load does not carry it.
const ProfileMenu = lazy(() =>
  import('../../features/user-profile/components/profile-menu').then((module) => ({
    default: module.ProfileMenu,
  })),
);

const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const loggedIn = useSession((state) => Boolean(state.userinfo?.auth_token));
  const language = useSession((state) => state.language);
  const t = useShellT();
  const { pathname } = useLocation();
  // The remotes' header links (their routes' `nav`), as their current deploys publish them.
  const links = navLinks(useSiteRoutes());

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="header">
      <div className="header-inner">
        <Link to="/" className="brand" aria-label={t('header.home')}>
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          <span className="brand-name">BGMI Arena</span>
        </Link>
        <button
          type="button"
          className="hamburger"
          aria-label={t('header.menu')}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span />
          <span />
          <span />
        </button>
        <nav
          id="main-nav"
          className={`nav ${menuOpen ? 'nav-open' : ''}`}
          aria-label={t('header.mainNav')}
        >
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="nav-link">
              {localize(link.label, language)}
            </NavLink>
          ))}
          {!loggedIn && (
            <Link to="/login" className="btn btn-primary nav-login">
              {t('header.login')}
            </Link>
          )}
          <LanguageSwitch />
        </nav>
        {loggedIn && (
          <Suspense fallback={<span className="avatar-placeholder" aria-hidden="true" />}>
            <div className="header-user">
              <NotificationBell />
              <ProfileMenu />
            </div>
          </Suspense>
        )}
      </div>
    </header>
  );
}
