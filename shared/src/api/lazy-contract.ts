import { lazyEndpoint, type LazyEndpoint } from './lazy-endpoint';
import type { refreshEndpoint } from '../contract/user';
import type { getBgmiPlayerEndpoint } from '../contract/players';
import type { currentRoundEndpoint } from '../contract/platform-game';
import type {
  allBlogsEndpoint,
  getScrimsEndpoint,
  getServicesEndpoint,
  getTournamentsEndpoint,
} from '../contract/esports-events';

// The calls a first page makes (the shell's session refresh, the home page and the header pages'
// prefetches, the game page's round), as lazy endpoints: their schemas (and zod) load when an answer arrives, in a chunk
// of the side that calls them, so no first-load chunk carries them. Each answer is still parsed
// with the same response schema before anyone sees it (api-client.ts).

/** user/refresh (contract/user.ts). */
export const refreshCall: LazyEndpoint<typeof refreshEndpoint> = lazyEndpoint(
  'user/refresh',
  true,
  () => import('../contract/user').then((m) => m.refreshEndpoint),
);

/** get-bgmi-player (contract/players.ts). */
export const getBgmiPlayerCall: LazyEndpoint<typeof getBgmiPlayerEndpoint> = lazyEndpoint(
  'get-bgmi-player',
  true,
  () => import('../contract/players').then((m) => m.getBgmiPlayerEndpoint),
);

const esportsEvents = () => import('../contract/esports-events');

/** get-bgmi-tournaments (contract/esports-events.ts). */
export const getTournamentsCall: LazyEndpoint<typeof getTournamentsEndpoint> = lazyEndpoint(
  'get-bgmi-tournaments',
  false,
  () => esportsEvents().then((m) => m.getTournamentsEndpoint),
);

/** get-bgmi-SCRIMS-tournaments (contract/esports-events.ts). */
export const getScrimsCall: LazyEndpoint<typeof getScrimsEndpoint> = lazyEndpoint(
  'get-bgmi-SCRIMS-tournaments',
  false,
  () => esportsEvents().then((m) => m.getScrimsEndpoint),
);

/** get-services (contract/esports-events.ts). */
export const getServicesCall: LazyEndpoint<typeof getServicesEndpoint> = lazyEndpoint(
  'get-services',
  false,
  () => esportsEvents().then((m) => m.getServicesEndpoint),
);

/** all-blogs (contract/esports-events.ts). */
export const allBlogsCall: LazyEndpoint<typeof allBlogsEndpoint> = lazyEndpoint(
  'all-blogs',
  false,
  () => esportsEvents().then((m) => m.allBlogsEndpoint),
);

/**
 * game-session (contract/platform-game.ts): the /game page's round, asked for with its route by
 * the jantri side's page table, so that table (loaded before any page) builds no schema.
 */
export const currentRoundCall: LazyEndpoint<typeof currentRoundEndpoint> = lazyEndpoint(
  'game-session',
  true,
  () => import('../contract/platform-game').then((m) => m.currentRoundEndpoint),
);
