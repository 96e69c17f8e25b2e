import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import 'react-toastify.css';
import {
  JANTRI_ROUTES,
  createQueryClient,
  PageLoading,
  ROUTER_FUTURE,
  RouterSync,
  ToastArea,
} from '@bgmi/shared';
import { pages } from '../pages';
import '@bgmi/shared/src/ui/theme.css';
import '../styles/base.css';

const queryClient = createQueryClient();

/** The whole jantri side with its own router, for standalone runs and integrators. */
export function JantriApp({ basename, toasts }: { basename: string; toasts: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={basename} future={ROUTER_FUTURE}>
        <RouterSync />
        <main className="jantri-standalone">
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {JANTRI_ROUTES.map((route) => {
                const Page = pages[route.page];
                return <Route key={route.path} path={route.path} element={<Page />} />;
              })}
              {/* Alone, this side has no home page of its own: start at the game page. */}
              <Route path="/" element={<Navigate to="/game" replace />} />
              <Route path="*" element={<p className="page-empty">Page not found.</p>} />
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
      {toasts && <ToastArea />}
    </QueryClientProvider>
  );
}
