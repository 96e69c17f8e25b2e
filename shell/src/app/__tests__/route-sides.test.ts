import { ROUTE_TABLE } from '@bgmi/shared';

// The shell build writes route-sides.json (shell/route-sides.js, build-time CommonJS) so the
// static server preloads the remote that renders a path: it must be the route table, read from
// its TypeScript source, or /game would preload the esports remote again.
const { routeSides } = require('../../../route-sides') as {
  routeSides: () => { path: string; side: string }[];
};

test("route-sides.json is the route table's paths and sides", () => {
  expect(routeSides()).toEqual(ROUTE_TABLE.map(({ path, side }) => ({ path, side })));
});

test('/game is the jantri side and "/" the esports one', () => {
  const sides = new Map(routeSides().map(({ path, side }) => [path, side]));
  expect(sides.get('/game')).toBe('jantri');
  expect(sides.get('/')).toBe('esports');
});
