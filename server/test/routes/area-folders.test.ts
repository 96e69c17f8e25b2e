import fs from 'node:fs';
import path from 'node:path';

// One set of area names (docs/ARCHITECTURE.md, "Areas"), beyond the contract and the routes
// (route-names.test.ts): the repositories live in `repositories/<area>/`, and each frontend
// feature folder is `<area>` or `<area>-<part>`. The areas are the route folders.
const root = path.resolve(__dirname, '../../..');
const serverSrc = path.join(root, 'server/src');
const FRONTENDS = ['shell', 'esports-remote', 'jantri-remote'];

const entries = (dir: string) => fs.readdirSync(dir, { withFileTypes: true });
const folders = (dir: string) =>
  entries(dir)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const files = (dir: string) =>
  entries(dir)
    .filter((entry) => !entry.isDirectory())
    .map((entry) => entry.name);

const areas = folders(path.join(serverSrc, 'routes'));
/** The area a name belongs to, `<area>` or `<area>-<part>` (the longest such area), if any. */
const areaOf = (name: string) =>
  areas
    .filter((area) => name === area || name.startsWith(`${area}-`))
    .sort((a, b) => b.length - a.length)[0];

describe('area folders', () => {
  it('reads an area off a name, and none off a page name', () => {
    expect(areas).toEqual(expect.arrayContaining(['jantri-ledger', 'scrim-day', 'user']));
    expect(areaOf('jantri-ledger-clients')).toBe('jantri-ledger');
    expect(areaOf('scrim-day')).toBe('scrim-day');
    expect(areaOf('clients')).toBeUndefined();
    expect(areaOf('user2')).toBeUndefined();
  });

  it('keeps every repository in a folder named after an area', () => {
    const repositories = path.join(serverSrc, 'repositories');
    expect(files(repositories)).toEqual([]);
    const found = folders(repositories);
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter((name) => !areas.includes(name))).toEqual([]);
    // One level only: repositories/<area>/<thing>-repository.ts.
    const nested = found.flatMap((area) =>
      folders(path.join(repositories, area)).map((name) => `${area}/${name}`),
    );
    expect(nested).toEqual([]);
  });

  it.each(FRONTENDS)('names every feature folder of %s <area> or <area>-<part>', (frontend) => {
    const features = path.join(root, frontend, 'src/features');
    const found = folders(features);
    expect(found.length).toBeGreaterThan(1);
    expect(found.filter((name) => !areaOf(name)).map((name) => `${frontend}: ${name}`)).toEqual([]);
    expect(files(features)).toEqual([]);
  });
});
