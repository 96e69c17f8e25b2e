// Serves the product's production builds and the anchors side by side, each part on its own
// origin as deployed: product shell base+0, esports base+1, jantri base+2; anchors react base+3,
// mf-host base+4, mf-remote base+5. Used by `npm run size` and `npm run bench:web`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { serveStatic } from '../serve-static.mjs';
import { buildAnchors } from './build-anchors.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { buildDir } = createRequire(import.meta.url)('../../webpack.common.js');
export const PARTS = ['shell', 'esports-remote', 'jantri-remote'];

/** Builds a part that has no production build yet (a stale build is the caller's business). */
export function ensureProductBuilt() {
  for (const name of PARTS) {
    const marker = name === 'shell' ? 'index.html' : 'current.json';
    if (fs.existsSync(path.join(buildDir(path.join(root, name)), marker))) continue;
    console.log(`building ${name} ...`);
    const built = spawnSync('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(root, name),
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error(`${name} did not build`);
  }
}

/**
 * @param {{ base: number, apiUrl: string, anchorsDir?: string }} options
 * @returns the URLs of the product and the anchors, their remotes' ports, and close().
 */
export async function serveSites({ base, apiUrl, anchorsDir }) {
  ensureProductBuilt();
  console.log('building the anchors ...');
  const anchors = await buildAnchors(anchorsDir);
  const url = (port) => `http://localhost:${port}`;
  const product = {
    apiUrl,
    remotes: {
      esports: `${url(base + 1)}/current.json`,
      jantri: `${url(base + 2)}/current.json`,
    },
    moneyMode: 'demo',
  };
  const anchor = { apiUrl, remotes: { esports: `${url(base + 5)}/mf-manifest.json` } };
  const quiet = { log() {} };
  const servers = [];
  const serve = async (dir, port, name, config, preloadRemote = false) => {
    const original = console.log;
    console.log = quiet.log;
    try {
      servers.push(await serveStatic({ root: dir, port, name, config, preloadRemote }));
    } finally {
      console.log = original;
    }
  };
  for (const [index, name] of PARTS.entries()) {
    await serve(buildDir(path.join(root, name)), base + index, name, product, index === 0);
  }
  await serve(anchors.react, base + 3, 'anchor react', anchor);
  await serve(anchors['mf-host'], base + 4, 'anchor mf-host', anchor, true);
  await serve(anchors['mf-remote'], base + 5, 'anchor mf-remote', anchor);
  return {
    product: { url: url(base), remotePort: base + 1, idlePrefetch: true },
    react: { url: url(base + 3), remotePort: null },
    mf: { url: url(base + 4), remotePort: base + 5 },
    close: () => Promise.all(servers.map((server) => new Promise((r) => server.close(r)))),
  };
}
