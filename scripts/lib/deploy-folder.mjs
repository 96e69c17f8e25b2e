// A remote's folder of deploys (issue 21): <root>/<build id>/ per build, and <root>/current.json
// naming the current one. Paths under a build's folder are served as they are (open tabs keep
// loading their own build's chunks); any other path (the remote's own page, /mf-manifest.json,
// /remoteEntry.js, as before versioned deploys) is the current build's.
import fs from 'node:fs';
import path from 'node:path';

const cache = new Map();

/** The build current.json names, re-read when the file changes. */
function currentBuild(root) {
  const file = path.join(root, 'current.json');
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached?.version === stat.mtimeMs) return cached.build;
  let build;
  try {
    build = JSON.parse(fs.readFileSync(file, 'utf8')).build ?? null;
  } catch {
    // half-written by hand: keep the last one read
    return cached?.build ?? null;
  }
  cache.set(file, { version: stat.mtimeMs, build });
  return build;
}

/**
 * The folder to serve `pathname` from: the root when it has the file (or is no deploy root),
 * else the current build's folder.
 */
export function deployFolder(root, pathname) {
  const build = currentBuild(root);
  if (!build || pathname === '/current.json') return root;
  if (pathname !== '/' && fs.existsSync(path.join(root, pathname))) return root;
  const folder = path.join(root, build);
  return folder.startsWith(root) && fs.existsSync(folder) ? folder : root;
}
