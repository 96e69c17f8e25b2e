import type { ReactNode } from 'react';
import { Header } from './header';
import { Footer } from './footer';

export function Layout({ children }: { children: ReactNode }) {
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
