// The test render of every browser package: the providers the shell gives a page (the site's
// QueryClient settings without retries, so a failed query toasts as it does live; a router with
// the site's future flags) and a few places a page can navigate to. Each package's
// src/testing/render.tsx builds on it. Imported by path; never part of a build.
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';
import { ROUTER_FUTURE } from '../ui/router-sync';
import { switchLanguage } from '../i18n/switch-language';
import type { UserInfo } from '../session/user-info';

export interface RenderOptions {
  /** The path the page is shown at (default '/page'); `ui` is that route's element. */
  path?: string;
  /** location.state of the first entry. */
  state?: unknown;
  /** The query string of the first entry (e.g. '?reset=1'). */
  search?: string;
  /** Other routes, path -> text shown there (e.g. { '/login': 'login page' }). */
  landings?: Record<string, string>;
  /** Render `ui` as is, without routes (for pieces that are not pages). */
  bare?: boolean;
  /** Something to render beside the page (e.g. a toast container). */
  extra?: ReactNode;
  client?: QueryClient;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/page', state, search = '', landings = {}, bare = false, extra } = options;
  const client = options.client ?? createQueryClient({ retry: false });
  const body = bare ? (
    ui
  ) : (
    <Routes>
      <Route path={path} element={ui} />
      {Object.entries(landings).map(([to, text]) => (
        <Route key={to} path={to} element={<p>{text}</p>} />
      ))}
    </Routes>
  );
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[{ pathname: path, search, state }]} future={ROUTER_FUTURE}>
          {body}
          {extra}
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** A logged-in user as the session store keeps it: Riya, wallet 0, no clients or games unless given. */
export const testUser = (fields: Partial<UserInfo> = {}): UserInfo => ({
  _id: 'u1',
  userId: 'u1',
  username: 'riya01',
  bgmiUserId: 'riya01',
  name: 'Riya',
  auth_token: 'token',
  wallet: 0,
  user_clients: [],
  user_games: [],
  ...fields,
});

/** A test file read in Hindi: each test starts with every catalogue in Hindi, English after. */
export function inHindi(): void {
  beforeEach(() => act(() => switchLanguage('hi')));
  afterEach(() => act(() => switchLanguage('en')));
}
