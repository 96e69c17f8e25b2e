import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ROUTER_FUTURE, ToastArea } from '@bgmi/shared';
import { AppRoutes } from './app-routes';
import { RouterEffects } from './router-effects';
import { SocketConnection } from './socket-connection';
import { SessionRefresh } from './session-refresh';
import { Layout } from '../components/layout/layout';
import { queryClient } from './query-client';
import { NewBuildNotice } from './new-build-notice';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <RouterEffects />
        <SocketConnection />
        <SessionRefresh />
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
      <NewBuildNotice />
      {/* The one toast area of the site (spec: top right; errors 1.5 s, default 5 s). */}
      <ToastArea />
    </QueryClientProvider>
  );
}
