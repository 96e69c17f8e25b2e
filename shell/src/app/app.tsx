import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { TOAST_TIMINGS } from '@bgmi/shared';
import { AppRoutes } from './app-routes';
import { RouterEffects } from './router-effects';
import { SocketConnection } from './socket-connection';
import { SessionRefresh } from './session-refresh';
import { Layout } from '../components/layout/layout';

/** One QueryClient for the page: the remotes share it through the react-query singleton. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RouterEffects />
        <SocketConnection />
        <SessionRefresh />
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
      {/* The one toast area of the site (spec: top right; errors 1.5 s, default 5 s). */}
      <ToastContainer position="top-right" autoClose={TOAST_TIMINGS.defaultMs} newestOnTop />
    </QueryClientProvider>
  );
}
