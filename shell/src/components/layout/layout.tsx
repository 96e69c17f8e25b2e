import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { ROUTE_TABLE } from '@bgmi/shared';
import { Header } from './header';
import { Footer } from './footer';

/** Routes drawn without the site's chrome (a streaming overlay fills the whole window). */
const BARE = ROUTE_TABLE.filter((route) => route.layout === 'none');

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (BARE.some((route) => matchPath(route.path, pathname))) return <>{children}</>;
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="layout-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
