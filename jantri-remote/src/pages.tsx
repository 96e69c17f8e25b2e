import type { JantriPageKey } from './routes';
import { remotePages } from '@bgmi/shared/page-prefetch';

export { prefetchPage } from './app/page-prefetch';

/** Each page's chunk by its route-table key, loaded when its route is first shown (or hinted). */
const { pages, loadPage } = remotePages<JantriPageKey>({
  game: () => import('./app/game-route'),
  'game-cutting': () => import('./features/cutting/components/game-cutting-page'),
  'cut-page': () => import('./features/cutting/components/cut-page'),
  'deposit-money': () => import('./features/deposit/components/deposit-money-page'),
  'deposit-history': () => import('./features/deposit/components/deposit-history-page'),
  'withdraw-money': () => import('./features/withdraw/components/withdraw-money-page'),
  'withdraw-history': () => import('./features/withdraw/components/withdraw-history-page'),
  'add-client': () => import('./features/clients/components/add-client-page'),
  'edit-client': () => import('./features/clients/components/edit-client-page'),
  'add-game': () => import('./features/games/components/add-game-page'),
  'delete-jantri': () => import('./features/games/components/delete-jantri-page'),
  'delete-game': () => import('./features/games/components/delete-game-page'),
  'delete-client': () => import('./features/clients/components/delete-client-page'),
  'recharge-plans': () => import('./features/recharge-plans/components/recharge-plans-page'),
  'help-support': () => import('./features/help-support/components/help-support-page'),
  'bet-history': () => import('./features/bet-history/components/bet-history-page'),
  'hisab-kitab': () => import('./features/hisab-kitab/components/hisab-kitab-page'),
  'update-result': () => import('./features/update-result/components/update-result-page'),
  'laser-book': () => import('./features/laser-book/components/laser-book-page'),
  'bets-and-revert': () => import('./features/bets-and-revert/components/bets-and-revert-page'),
  'lain-dain': () => import('./features/lain-dain/components/lain-dain-page'),
  'apk-info': () => import('./features/apk-info/components/apk-info-page'),
  limits: () => import('./features/responsible-play/components/limits-page'),
  admin: () => import('./features/admin/components/admin-page'),
  uppers: () => import('./features/upper-broker/components/uppers-page'),
  'upper-send': () => import('./features/upper-broker/components/send-cut-page'),
  'upper-passes': () => import('./features/upper-broker/components/passes-page'),
  'upper-hisab': () => import('./features/upper-broker/components/layer-hisab-page'),
  staff: () => import('./features/staff/components/staff-page'),
  'staff-desk': () => import('./app/staff-desk-route'),
});

/**
 * Every page of the side by its route-table key, lazy: the shell renders these inside its own
 * router (through loadPage when it can); mount() inside ours.
 */
export { pages, loadPage };

export default pages;
