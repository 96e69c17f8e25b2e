// What this side's build publishes for the shell beside its mf-manifest.json (deploy.json, see
// scripts/webpack/publish-deploy.js): its routes, and the pages painted before any script has
// run. A visitor on a page that needs a login sees the prompt the shell's router shows there
// (RequireLogin, rule 'prompt'), so it is the page's final render (issue 26: /game's LCP was the
// prompt React drew after every script). A logged-in user's pages wait for their data: nothing
// is painted for them before the scripts (an empty, hidden element), but /game: its frame as it
// is drawn while the round loads (the bar waiting, the grid without amounts), so its LCP is the
// first paint (issue 26: it was the grid, drawn after every script and the round call).
import { RequireLogin, type FirstPaintPage } from '@bgmi/shared';
import { JANTRI_ROUTES } from './routes';
import GameRoute from './app/game-route';

export const routes = JANTRI_ROUTES;

const loginPrompt: FirstPaintPage = {
  render: () => (
    <RequireLogin rule="prompt">
      <span hidden />
    </RequireLogin>
  ),
  personal: true,
};

const gamePage: FirstPaintPage = {
  render: () => (
    <RequireLogin rule="prompt">
      <GameRoute />
    </RequireLogin>
  ),
  css: ['features/platform-game/platform-game.css'],
  personal: true,
  // Rendered in the default mode (demo). Real draws the same page (one more sidebar link, at the
  // end of a sidebar out of the page's flow); off adds its note above the grid: nothing then.
  userMoneyModes: ['demo', 'real'],
};

export const firstPaint: Record<string, FirstPaintPage> = Object.fromEntries(
  JANTRI_ROUTES.filter((route) => 'login' in route && route.login === 'prompt').map((route) => [
    route.path,
    route.path === '/game' ? gamePage : loginPrompt,
  ]),
);
