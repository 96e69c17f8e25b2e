import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading, ROUTE_TABLE } from '@bgmi/shared';
import { RemotePage } from './remote-page';
import { NotFoundPage } from '../components/not-found-page';

const LoginPage = lazy(() => import('../features/auth/components/login-page'));

/**
 * The route table of the whole site: the shell's own pages and each remote's pages, each remote
 * page behind its login rule (RemotePage applies it), so no page checks the login itself.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {ROUTE_TABLE.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              route.side === 'shell' ? (
                <LoginPage />
              ) : (
                <RemotePage side={route.side} page={route.page} login={route.login} />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
