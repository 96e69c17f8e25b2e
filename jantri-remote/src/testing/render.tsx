// The one test render of the jantri remote: the shell's providers (see shared/src/testing) with
// the pages a jantri page navigates to as landing places.
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithProviders } from '@bgmi/shared/testing';

const LANDINGS = {
  '/game': 'game page',
  '/login': 'login page',
  '/deposit/depositMoney': 'deposit page',
  '/': 'home page',
};

/** Renders a page at `path`, with /game, /login, the deposit page and / as places to land. */
export function renderPage(
  ui: ReactElement,
  path = '/page',
  state?: unknown,
  client?: QueryClient,
) {
  const landings = Object.fromEntries(Object.entries(LANDINGS).filter(([to]) => to !== path));
  return renderWithProviders(ui, { path, state, landings, client });
}
