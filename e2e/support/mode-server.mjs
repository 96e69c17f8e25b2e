// One extra copy of the product in another MONEY_MODE for money-modes.spec.ts: its own API (own
// data folder, seeded) and its own shell origin whose runtime-config names that API and mode.
// The remotes are the harness's (static files; they read the mode from the shell's config).
// Usage: node support/mode-server.mjs <mode> <apiPort> <shellPort> <esportsPort> <jantriPort>
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { serveStatic } from '../../scripts/serve-static.mjs';

const [mode, apiPort, shellPort, esportsPort, jantriPort] = process.argv.slice(2);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { buildDir } = createRequire(import.meta.url)('../../webpack.common.js');
const dataDir = path.join(os.tmpdir(), `bgmi-e2e-mode-${apiPort}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    API_PORT: apiPort,
    SHELL_PORT: shellPort,
    ESPORTS_PORT: esportsPort,
    JANTRI_PORT: jantriPort,
    DATA_DIR: path.join(dataDir, 'pglite'),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    ADMIN_KEY_FILE: path.join(dataDir, 'admin.key'),
    SEED_DEMO: '1',
    AUTH_RATE_LIMIT: '500',
    LOG_LEVEL: 'warn',
    MONEY_MODE: mode,
  },
});
const stop = () => {
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', () => process.exit(1));

await serveStatic({
  root: buildDir(path.join(root, 'shell')),
  port: Number(shellPort),
  spa: true,
  name: `shell (${mode})`,
  config: {
    apiUrl: `http://localhost:${apiPort}`,
    remotes: {
      esports: `http://localhost:${esportsPort}/mf-manifest.json`,
      jantri: `http://localhost:${jantriPort}/mf-manifest.json`,
    },
    moneyMode: mode,
  },
});
