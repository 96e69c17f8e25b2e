import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, sessionStore, setRuntimeConfig } from '@bgmi/shared';
import { moneyStatusEndpoint } from '@bgmi/shared/day-and-money';
import { mockApi } from '@bgmi/shared/testing/mock-api';
import { testUser } from '@bgmi/shared/testing';
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
  sessionStore
    .getState()
    .login(testUser({ wallet, user_clients: ['Ramesh'], user_games: ['Disawar'] }));
}

/** The money status of a real-mode player with no limits; `age_confirmed` as given. */
export function answerMoneyStatus(age_confirmed = true) {
  mockApi(moneyStatusEndpoint, {
    status: true,
    message: 'ok',
    data: {
      money_mode: 'real',
      age_confirmed,
      limits: { daily: null, weekly: null, monthly: null },
      pending_limits: [],
      deposited: { daily: 0, weekly: 0, monthly: 0 },
      excluded_until: null,
      excluded_permanently: false,
      demo_added_today: 0,
    },
  });
}
