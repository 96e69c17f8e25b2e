import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore, setRuntimeConfig } from '@bgmi/shared';

// These page tests are about money working: the `real` money mode (DESIGN section 8).
setRuntimeConfig({ moneyMode: 'real' });

export function newTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders a page at `path` with the providers the shell gives it, plus a few target routes.
 * `client` is the QueryClient (pass one to seed server data; it is returned too).
 */
export function renderAt(
  ui: ReactElement,
  path = '/',
  state?: unknown,
  client = newTestQueryClient(),
) {
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="/deposit/depositMoney" element={<p>deposit page</p>} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export function loginAs(wallet: number) {
  sessionStore.getState().login({
    _id: 'u1',
    userId: 'u1',
    username: 'riya01',
    bgmiUserId: 'riya01',
    name: 'Riya',
    auth_token: 'token',
    wallet,
    user_clients: ['Ramesh'],
    user_games: ['Disawar'],
  });
}

export function answer(status: number, body: unknown) {
  return Promise.resolve({
    ok: status < 400,
    status,
    json: () => Promise.resolve(body),
  } as Response);
}
