import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as contract from '@bgmi/shared/server';
import { isEndpoint } from '@bgmi/shared/server';

// Route files are named after their call (docs/ARCHITECTURE.md, "Server"): the file that mounts
// the call at `path` is `routes/<area>/<routeFileName(path)>`, one call per file.
const routesDir = path.resolve(__dirname, '../../src/routes');
const serverSrc = path.resolve(__dirname, '../../src');
const contractDir = path.resolve(__dirname, '../../../shared/src/contract');

/** 'user/get_complainList' -> 'user-get-complain-list.ts': kebab-case, '/' and '_' become '-'. */
function routeFileName(callPath: string): string {
  const kebab = callPath
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[/_]/g, '-')
    .toLowerCase();
  return `${kebab}.ts`;
}

const pathOf = new Map<string, string>(
  Object.entries(contract).flatMap(([name, value]) =>
    isEndpoint(value) ? [[name, value.path] as const] : [],
  ),
);

/** The second argument of each call to a function named by `callee` in the file. */
function secondArguments(file: string, callee: RegExp): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      callee.test(node.expression.text)
    ) {
      names.push(node.arguments[1]?.getText(source) ?? '(none)');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The endpoints a route file mounts (postEndpoint / postOneTripEndpoint). */
const mountedEndpoints = (file: string) => secondArguments(file, /^post(OneTrip)?Endpoint$/);

/** The endpoints a contract file defines: `export const xEndpoint = defineEndpoint(...)`. */
function definedEndpoints(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/export const (\w+) = defineEndpoint\(/g)].map(
    (match) => match[1] ?? '',
  );
}

const areas = fs
  .readdirSync(routesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const routeFiles = areas.flatMap((area) =>
  fs
    .readdirSync(path.join(routesDir, area))
    .filter((name) => name !== 'index.ts')
    .map((name) => ({ area, name, mounts: mountedEndpoints(path.join(routesDir, area, name)) })),
);

describe('route file names', () => {
  it('spells the rule: kebab-case of the path, slashes and underscores as dashes', () => {
    expect(routeFileName('get-bgmi-player')).toBe('get-bgmi-player.ts');
    expect(routeFileName('user/deposit')).toBe('user-deposit.ts');
    expect(routeFileName('user/get_complainList')).toBe('user-get-complain-list.ts');
    expect(routeFileName('get-bgmi-SCRIMS-tournaments')).toBe('get-bgmi-scrims-tournaments.ts');
  });

  it('finds the route files and the contract', () => {
    expect(routeFiles.length).toBeGreaterThan(100);
    expect(pathOf.size).toBeGreaterThan(100);
  });

  it('mounts one contract call per route file, in the file named after its path', () => {
    const wrong = routeFiles.flatMap(({ area, name, mounts }) => {
      const [endpoint] = mounts;
      if (mounts.length !== 1 || !endpoint)
        return [`${area}/${name} mounts ${mounts.length} calls`];
      const callPath = pathOf.get(endpoint);
      if (!callPath) return [`${area}/${name} mounts ${endpoint}, not a contract endpoint`];
      const want = routeFileName(callPath);
      return want === name ? [] : [`${area}/${name} mounts '${callPath}': name it ${want}`];
    });
    expect(wrong).toEqual([]);
  });

  it('mounts every call of the contract exactly once', () => {
    const mounted = routeFiles.flatMap(({ mounts }) => mounts.map((name) => pathOf.get(name)));
    expect([...mounted].sort()).toEqual([...pathOf.values()].sort());
  });

  it("registers every route file in its area's index.ts", () => {
    const unregistered = routeFiles.filter(({ area, name }) => {
      const index = fs.readFileSync(path.join(routesDir, area, 'index.ts'), 'utf8');
      return !index.includes(`from './${name.replace(/\.ts$/, '')}'`);
    });
    expect(unregistered.map(({ area, name }) => `${area}/${name}`)).toEqual([]);
  });
});

// One set of area names (docs/ARCHITECTURE.md, "Areas"): the route folders are the areas; a
// contract file, a wire/ file, a socket handler and a services/ folder is `<area>` or
// `<area>-<part>`, and a call defined in `contract/<area>(-<part>).ts` is mounted in
// `routes/<area>/`.
const areaOf = (name: string) =>
  areas
    .filter((area) => name === area || name.startsWith(`${area}-`))
    .sort((a, b) => b.length - a.length)[0];
const contractFiles = fs
  .readdirSync(contractDir)
  .filter((name) => !['common.ts', 'zod-message.ts'].includes(name));
const baseNames = (dir: string) =>
  fs
    .readdirSync(path.join(serverSrc, dir))
    .filter((name) => name !== 'index.ts')
    .map((name) => name.replace(/\.ts$/, ''));

describe('area names', () => {
  it('names every contract file, wire file, socket handler, services folder and route test folder after an area', () => {
    const services = fs
      .readdirSync(path.join(serverSrc, 'services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `services/${entry.name}`);
    const testFolders = fs
      .readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `test/routes/${entry.name}`);
    const named = [
      ...contractFiles.map((name) => `contract/${name.replace(/\.ts$/, '')}`),
      ...baseNames('wire').map((name) => `wire/${name}`),
      ...baseNames('socket/handlers').map((name) => `socket/handlers/${name}`),
      ...services,
    ];
    expect(named.filter((name) => !areaOf(name.split('/').pop() ?? ''))).toEqual([]);
    expect(testFolders.filter((name) => !areas.includes(name.split('/').pop() ?? ''))).toEqual([]);
  });

  it("mounts each call in the route folder of its contract file's area", () => {
    const contractArea = new Map<string, string | undefined>(
      contractFiles.flatMap((name) =>
        definedEndpoints(path.join(contractDir, name)).map(
          (endpoint) => [endpoint, areaOf(name.replace(/\.ts$/, ''))] as const,
        ),
      ),
    );
    expect(contractArea.size).toBe(pathOf.size);
    const astray = routeFiles.flatMap(({ area, name, mounts }) =>
      mounts
        .filter((endpoint) => contractArea.get(endpoint) !== area)
        .map((endpoint) => `${area}/${name}: ${endpoint} is of ${contractArea.get(endpoint)}`),
    );
    expect(astray).toEqual([]);
  });
});
