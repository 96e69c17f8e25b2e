// `npm start`: build whatever is missing or older than its sources, then serve the production
// builds (shell 3000, esports 3001, jantri 3002) and start the API (4000). DESIGN section 2.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { apiProxyTarget, runtimeConfig, serveStatic } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { buildDir } = require('../webpack.common.js');
const { FIRST_PAINT_INPUTS: shellBuildInputs } = require('../shell/first-paint.js');
const env = process.env;
const parts = [
  { name: 'shell', port: Number(env.SHELL_PORT ?? 3000), spa: true },
  { name: 'esports-remote', port: Number(env.ESPORTS_PORT ?? 3001), spa: true },
  { name: 'jantri-remote', port: Number(env.JANTRI_PORT ?? 3002), spa: true },
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** A build is stale when any of its sources (or the shared package) is newer than it. */
function needsBuild(part) {
  // A remote's build is current when its current.json names a deploy (scripts/webpack/publish-deploy.js).
  const marker = part.name === 'shell' ? 'index.html' : 'current.json';
  const built = path.join(buildDir(path.join(root, part.name)), marker);
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const sources = [
    path.join(root, part.name, 'src'),
    path.join(root, part.name, 'webpack.config.js'),
    path.join(root, 'shared', 'src'),
    path.join(root, 'webpack.common.js'),
    path.join(root, 'scripts', 'webpack'),
    path.join(root, 'scripts', 'index.html'),
  ];
  // The shell's build also reads its page's static first paint: first-paint.js names the files it
  // reads, so this list cannot fall behind it. A remote's deploy.json renders its own pages.
  if (part.name === 'shell') sources.push(...shellBuildInputs);
  else sources.push(path.join(root, 'scripts', 'webpack', 'publish-deploy.js'));
  return sources.some((source) => newestMtime(source) > builtAt);
}

for (const part of parts) {
  if (!needsBuild(part)) continue;
  console.log(`building ${part.name} ...`);
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(root, part.name),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    // webpack reports compile errors on stdout: show them.
    console.error(`${result.stdout ?? ''}\n${result.stderr ?? ''}\nbuild of ${part.name} failed`);
    process.exit(1);
  }
}

// The API compiled for production (server/build.mjs: one file, no TypeScript transform at run
// time; issue 26), made afresh each start (under a second). node itself runs it, so killing this
// child stops the API: an npx wrapper in between would leave the server running on its port.
const serverDir = path.join(root, 'server');
if (spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' }).status !== 0) {
  console.error('build of the API failed');
  process.exit(1);
}
const api = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  // glibc otherwise keeps large freed blocks (each login's 16 MB scrypt buffer, on 4 threads)
  // resident for the process's life: ~90 MB of the idle API (issue 14, docs/decisions.md).
  env: {
    ...env,
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    // The static servers below forward the API's paths from this machine (issue 26): the API
    // believes their X-Forwarded-For, so rate limits still see each browser's address.
    TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  },
});
api.on('exit', (code) => {
  console.error(`API stopped (exit ${code})`);
  process.exit(code ?? 1);
});

const config = runtimeConfig(env);
for (const part of parts) {
  await serveStatic({
    root: buildDir(path.join(root, part.name)),
    port: part.port,
    spa: part.spa,
    name: part.name,
    config,
    preloadRemote: part.name === 'shell',
    // Every page calls the API on its own origin (no CORS preflight); see lib/api-proxy.mjs.
    apiProxy: apiProxyTarget(env),
  });
}
const apiWhere = config.apiUrl || `${apiProxyTarget(env)}, forwarded from each origin`;
console.log(`\nOpen http://localhost:${parts[0].port} (API ${apiWhere})\n`);

const stop = () => {
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('exit', () => api.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
