import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, sessionStore, setRuntimeConfig } from '@bgmi/shared';
import { renderPage } from './render';

// These page tests are about money working: the `real` money mode (DESIGN section 8).
setRuntimeConfig({ moneyMode: 'real' });

/** A QueryClient with the site's settings and no retries (seed server data into it). */
export function newTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}

/**
 * Renders a page at `path` with the providers the shell gives it (see ./render). `client` is the
 * QueryClient (pass one to seed server data; it is returned too).
 */
export function renderAt(
  ui: ReactElement,
  path = '/',
  state?: unknown,
  client = newTestQueryClient(),
) {
  return renderPage(ui, path, state, client);
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
