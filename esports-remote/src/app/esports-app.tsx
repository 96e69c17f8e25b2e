import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import 'react-toastify.css';
import {
  ESPORTS_ROUTES,
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

/** The whole esports side with its own router, for standalone runs and integrators. */
export function EsportsApp({ basename, toasts }: { basename: string; toasts: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={basename} future={ROUTER_FUTURE}>
        <RouterSync />
        <main className="esports-standalone">
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {ESPORTS_ROUTES.map((route) => {
                const Page = pages[route.page];
                return <Route key={route.path} path={route.path} element={<Page />} />;
              })}
              <Route path="*" element={<p className="page-empty">Page not found.</p>} />
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
      {toasts && <ToastArea />}
    </QueryClientProvider>
  );
}
