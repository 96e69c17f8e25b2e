import { lazy, type ComponentType } from 'react';
import type { JantriPageKey } from '@bgmi/shared';

/**
 * Every page of the jantri side by its route-table key. Each is its own chunk, loaded when its
 * route is first shown. The shell renders these inside its own router; mount() inside ours.
 */
export const pages: Record<JantriPageKey, ComponentType> = {
  game: lazy(() => import('./app/game-route')),
  'game-cutting': lazy(() => import('./features/cutting/components/game-cutting-page')),
  'cut-page': lazy(() => import('./features/cutting/components/cut-page')),
  'deposit-money': lazy(() => import('./features/deposit/components/deposit-money-page')),
  'deposit-history': lazy(() => import('./features/deposit/components/deposit-history-page')),
  'withdraw-money': lazy(() => import('./features/withdraw/components/withdraw-money-page')),
  'withdraw-history': lazy(() => import('./features/withdraw/components/withdraw-history-page')),
  'add-client': lazy(() => import('./features/clients/components/add-client-page')),
  'edit-client': lazy(() => import('./features/clients/components/edit-client-page')),
  'add-game': lazy(() => import('./features/games/components/add-game-page')),
  'delete-jantri': lazy(() => import('./features/games/components/delete-jantri-page')),
  'delete-game': lazy(() => import('./features/games/components/delete-game-page')),
  'delete-client': lazy(() => import('./features/clients/components/delete-client-page')),
  'recharge-plans': lazy(() => import('./features/recharge-plans/components/recharge-plans-page')),
  'help-support': lazy(() => import('./features/help-support/components/help-support-page')),
  'bet-history': lazy(() => import('./features/bet-history/components/bet-history-page')),
  'hisab-kitab': lazy(() => import('./features/hisab-kitab/components/hisab-kitab-page')),
  'update-result': lazy(() => import('./features/update-result/components/update-result-page')),
  'laser-book': lazy(() => import('./features/laser-book/components/laser-book-page')),
  'bets-and-revert': lazy(
    () => import('./features/bets-and-revert/components/bets-and-revert-page'),
  ),
  'lain-dain': lazy(() => import('./features/lain-dain/components/lain-dain-page')),
  'apk-info': lazy(() => import('./features/apk-info/components/apk-info-page')),
  limits: lazy(() => import('./features/responsible-play/components/limits-page')),
  admin: lazy(() => import('./features/admin/components/admin-page')),
};

export default pages;
