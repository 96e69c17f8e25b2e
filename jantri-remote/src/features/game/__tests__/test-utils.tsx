import type { ReactElement } from 'react';
import { sessionStore, setRuntimeConfig } from '@bgmi/shared';
import { renderPage } from '../../../testing/render';

// These page tests are about money working: the `real` money mode (DESIGN section 8).
setRuntimeConfig({ moneyMode: 'real' });

/** Renders a page at `path` with the providers the shell gives it (see src/testing/render). */
export function renderAt(ui: ReactElement, path = '/', state?: unknown) {
  return renderPage(ui, path, state);
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
