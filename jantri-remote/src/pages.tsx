import type { JantriPageKey } from './routes';
import { remotePages } from '@bgmi/shared/page-prefetch';
import { loadSchemaLibrary } from '@bgmi/shared/schema-library';

export { prefetchPage } from './app/page-prefetch';

/**
 * Each page's chunk by its route-table key, loaded when its route is first shown (or hinted); a
 * page that builds schemas (all but the APK page's text) starts the schema library first, in a
 * task of its own.
 */
const { pages, loadPage } = remotePages<JantriPageKey>(
  {
    game: () => import('./app/game-route'),
    'game-cutting': () => import('./features/jantri-ledger-cutting/components/game-cutting-page'),
    'cut-page': () => import('./features/jantri-ledger-cutting/components/cut-page'),
    'deposit-money': () => import('./features/wallet-deposit/components/deposit-money-page'),
    'deposit-history': () => import('./features/wallet-deposit/components/deposit-history-page'),
    'withdraw-money': () => import('./features/wallet-withdraw/components/withdraw-money-page'),
    'withdraw-history': () => import('./features/wallet-withdraw/components/withdraw-history-page'),
    'add-client': () => import('./features/jantri-ledger-clients/components/add-client-page'),
    'edit-client': () => import('./features/jantri-ledger-clients/components/edit-client-page'),
    'add-game': () => import('./features/jantri-ledger-games/components/add-game-page'),
    'delete-jantri': () => import('./features/jantri-ledger-games/components/delete-jantri-page'),
    'delete-game': () => import('./features/jantri-ledger-games/components/delete-game-page'),
    'delete-client': () => import('./features/jantri-ledger-clients/components/delete-client-page'),
    'recharge-plans': () =>
      import('./features/wallet-recharge-plans/components/recharge-plans-page'),
    'help-support': () => import('./features/wallet-help-support/components/help-support-page'),
    'bet-history': () => import('./features/jantri-ledger-bet-history/components/bet-history-page'),
    'hisab-kitab': () => import('./features/jantri-ledger-hisab-kitab/components/hisab-kitab-page'),
    'update-result': () =>
      import('./features/jantri-ledger-update-result/components/update-result-page'),
    'laser-book': () => import('./features/jantri-ledger-laser-book/components/laser-book-page'),
    'bets-and-revert': () =>
      import('./features/jantri-ledger-bets-and-revert/components/bets-and-revert-page'),
    'lain-dain': () => import('./features/jantri-ledger-lain-dain/components/lain-dain-page'),
    'apk-info': () => import('./features/jantri-ledger-apk-info/components/apk-info-page'),
    limits: () => import('./features/money-controls/components/limits-page'),
    admin: () => import('./features/admin/components/admin-page'),
    uppers: () => import('./features/upper-broker/components/uppers-page'),
    'upper-send': () => import('./features/upper-broker/components/send-cut-page'),
    'upper-passes': () => import('./features/upper-broker/components/passes-page'),
    'upper-hisab': () => import('./features/upper-broker/components/layer-hisab-page'),
    staff: () => import('./features/jantri-staff/components/staff-page'),
    'staff-desk': () => import('./app/staff-desk-route'),
  },
  { before: (page) => (page === 'apk-info' ? undefined : loadSchemaLibrary()) },
);

/**
 * Every page of the side by its route-table key, lazy: the shell renders these inside its own
 * router (through loadPage when it can); mount() inside ours.
 */
export { pages, loadPage };

export default pages;
