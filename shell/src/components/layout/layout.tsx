import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useSiteRoutes } from '../../app/site-routes';
import { Header } from './header';
import { Footer } from './footer';
import { useShellT } from '../../lib/i18n';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const t = useShellT();
  // Routes a side marks layout 'none' are drawn without the site's chrome (a streaming overlay
  // fills the whole window); they come from the side's deploy like every route.
  const bare = useSiteRoutes().filter((route) => route.layout === 'none');
  if (bare.some((route) => matchPath(route.path, pathname))) return <>{children}</>;
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <Header />
      <main id="main" className="layout-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
