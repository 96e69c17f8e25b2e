import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '@bgmi/shared';
import { RemotePage, RemoteUnavailable } from './remote-page';
import { forgetRemote } from './remote-pages';
import { learnUnknownSides, unknownSides, useSiteRoutes } from './site-routes';
import { NotFoundPage } from '../components/not-found-page';

const LoginPage = lazy(() => import('../features/user-auth/components/login-page'));

/**
 * A path no known route matches while a remote's deploy could not be read (its server was down
 * when the page loaded): that side's fallback, whose Retry reads its deploy again, not a 404.
 */
function UnknownPath() {
  const [, setAttempt] = useState(0);
  const missing = unknownSides();
  if (!missing[0]) return <NotFoundPage />;
  const side = missing[0];
  const retry = () => {
    void learnUnknownSides().then((found) => {
      if (found) forgetRemote(side);
      setAttempt((n) => n + 1);
    });
  };
  return <RemoteUnavailable side={side} onRetry={retry} />;
}

/**
 * The route table of the whole site, built at run time from each remote's published routes: the
 * shell's own pages and each remote's pages, each behind its login rule (RemotePage applies it),
 * so no page checks the login itself.
 */
export function AppRoutes() {
  const routes = useSiteRoutes();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {routes.map((route) => (
          <Route
            key={`${route.side}:${route.path}`}
            path={route.path}
            element={
              route.side === 'shell' ? (
                <LoginPage />
              ) : (
                <RemotePage
                  side={route.side as 'esports' | 'jantri'}
                  page={route.page}
                  login={route.login}
                />
              )
            }
          />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
