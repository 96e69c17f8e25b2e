import { lazy, type ComponentType } from 'react';
import type { JantriPageKey } from '@bgmi/shared';

/** A page not built yet renders its spec title (see PlaceholderPage). */
const placeholder = (page: string) =>
  lazy(async () => {
    const { PlaceholderPage } = await import('./components/placeholder-page');
    return { default: () => <PlaceholderPage page={page} /> };
  });

/**
 * Every page of the jantri side by its route-table key. Each is its own chunk, loaded when its
 * route is first shown. The shell renders these inside its own router; mount() inside ours.
 */
export const pages: Record<JantriPageKey, ComponentType> = {
  'game': placeholder('game'),
  'game-cutting': placeholder('game-cutting'),
  'cut-page': placeholder('cut-page'),
  'deposit-money': placeholder('deposit-money'),
  'deposit-history': placeholder('deposit-history'),
  'withdraw-money': placeholder('withdraw-money'),
  'withdraw-history': placeholder('withdraw-history'),
  'add-client': placeholder('add-client'),
  'edit-client': placeholder('edit-client'),
  'add-game': placeholder('add-game'),
  'delete-jantri': placeholder('delete-jantri'),
  'delete-game': placeholder('delete-game'),
  'delete-client': placeholder('delete-client'),
  'recharge-plans': placeholder('recharge-plans'),
  'help-support': placeholder('help-support'),
  'bet-history': placeholder('bet-history'),
  'hisab-kitab': placeholder('hisab-kitab'),
  'update-result': placeholder('update-result'),
  'laser-book': placeholder('laser-book'),
  'bets-and-revert': placeholder('bets-and-revert'),
  'lain-dain': placeholder('lain-dain'),
  'apk-info': placeholder('apk-info'),
};

export default pages;
