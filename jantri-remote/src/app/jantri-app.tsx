import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { JANTRI_ROUTES, PageLoading, setNavigator, TOAST_TIMINGS } from '@bgmi/shared';
import { pages } from '../pages';
import '../styles/base.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Registers this router's navigate for the shared client and scrolls up on every route change. */
function RouterEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setNavigator((path) => navigate(path));
    return () => setNavigator(undefined);
  }, [navigate]);
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  return null;
}

/** The whole jantri side with its own router, for standalone runs and integrators. */
export function JantriApp({ basename, toasts }: { basename: string; toasts: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={basename}>
        <RouterEffects />
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
      {toasts && (
        <ToastContainer position="top-right" autoClose={TOAST_TIMINGS.defaultMs} newestOnTop />
      )}
    </QueryClientProvider>
  );
}
