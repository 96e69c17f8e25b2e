// A remote's build made before builds published deploy.json (issue 21: "a jantri build 55
// commits old still runs /game under today's shell"): a flat folder with mf-manifest.json and no
// deploy.json or current.json. Its routes are the ones the shell compiled in when it was built
// (the route table of commit 5b998d1, frozen in scripts/legacy-deploys/<side>.json: deploy data
// of the static server, never code of the shell); it has no first-paint fragments and needs no
// host API (it predates it). docs/decisions.md "Builds from before deploy.json".
import fs from 'node:fs';
import { createHash } from 'node:crypto';

const DATA = new URL('../legacy-deploys/', import.meta.url);
const tables = new Map();

/** The frozen routes of `side`, or null for a side that had none. */
function legacyRoutes(side) {
  if (!/^[a-z]+$/.test(side)) return null;
  if (!tables.has(side)) {
    let routes = null;
    try {
      routes = JSON.parse(fs.readFileSync(new URL(`${side}.json`, DATA), 'utf8')).routes ?? null;
    } catch {
      // no legacy table for this side
    }
    tables.set(side, routes);
  }
  return tables.get(side);
}

/**
 * The deploy of a legacy build from its manifest's text: its build id names that text (a build
 * in place is a new id, so open tabs offer a reload), its routes are the side's frozen table.
 * @returns {{ build: string, routes: object[], firstPaint: {}, legacy: true } | null}
 */
export function legacyDeploy(side, manifestText) {
  const routes = legacyRoutes(side);
  if (!routes) return null;
  const digest = createHash('sha256').update(manifestText).digest('hex').slice(0, 12);
  return { build: `legacy-${digest}`, routes, firstPaint: {}, legacy: true };
}
