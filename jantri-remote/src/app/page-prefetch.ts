import { sessionStore } from '@bgmi/shared';
import type { JantriPageKey } from '../routes';
import { pagePrefetcher, prefetchPageQuery as prefetch } from '@bgmi/shared/page-prefetch';
import { platformRoundQuery } from '../features/platform-game/api/round';
import { moneyMode } from '../lib/money-mode';

/**
 * Each page's first queries, by route-table key (the pages that fetch on open). The shell calls
 * it when a route is matched or a link to it is about to be followed.
 */
export const prefetchPage = pagePrefetcher<JantriPageKey>({
  // The running round (the wallet and the lists are the stored account, asked for by nobody).
  game: ({ client }) => {
    const userId = sessionStore.getState().userinfo?.userId;
    if (userId && moneyMode() !== 'off') prefetch(client, platformRoundQuery(client, userId));
  },
});
