// What this side's build publishes for the shell beside its mf-manifest.json (deploy.json, see
// scripts/webpack/publish-deploy.js): its routes, and the pages painted before any script has
// run, rendered from the components below, so the first paint is always this deploy's.
import type { FirstPaintPage } from '@bgmi/shared';
import { ESPORTS_ROUTES } from './routes';
import { Hero } from './features/esports-events-home/components/hero';
import TournamentsPage from './features/esports-events-tournaments/components/tournaments-page';
import ScrimsTournamentsPage from './features/esports-events-tournaments/components/scrims-tournaments-page';

export const routes = ESPORTS_ROUTES;

export const firstPaint: Record<string, FirstPaintPage> = {
  // HomePage's root with its hero: what is above the fold, before its lists load.
  '/': {
    render: () => (
      <div className="page home-page">
        <Hero />
      </div>
    ),
    css: ['features/esports-events-home/esports-events-home.css'],
    personal: true,
  },
  // The events lists before their data is there (title, intro, tabs, the loading line).
  '/tournaments': { render: () => <TournamentsPage /> },
  '/tournamentsSCRIMS': { render: () => <ScrimsTournamentsPage /> },
};
