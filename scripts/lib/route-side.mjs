// Which side renders a path, from the shell build's route-sides.json (shell/route-sides.js):
// the static server preloads that side's remote with the page. Read once per file version.
import fs from 'node:fs';
import path from 'node:path';

const cache = new Map();

function routes(root) {
  const file = path.join(root, 'route-sides.json');
  if (!fs.existsSync(file)) return [];
  const version = fs.statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached?.version === version) return cached.routes;
  const routes = JSON.parse(fs.readFileSync(file, 'utf8'));
  cache.set(file, { version, routes });
  return routes;
}

/** A route path with `:name` segments against a URL path (as the router: any case). */
function matches(pattern, pathname) {
  const want = pattern.toLowerCase().split('/').filter(Boolean);
  const got = pathname.toLowerCase().split('/').filter(Boolean);
  return (
    want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])
  );
}

/**
 * @param {string} root  the shell's build folder
 * @param {string} pathname
 * @returns {'shell' | 'esports' | 'jantri' | undefined}
 */
export function routeSide(root, pathname) {
  return routes(root).find((route) => matches(route.path, pathname))?.side;
}
