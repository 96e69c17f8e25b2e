// The real API on an empty embedded database for the browser bench (its own port and data
// folder), and one signed-up user whose stored userinfo logs the browser in, as the site does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function waitForHealth(url, api) {
  for (let i = 0; i < 600; i += 1) {
    if (api.exitCode !== null) throw new Error('the API stopped while starting');
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not start within 150 s');
}

/**
 * @param {number} port
 * @param {string[]} origins  the served sites' origins, allowed by CORS (else every call fails)
 * @returns {Promise<{ url: string, userinfo: object, stop: () => void }>}
 */
export async function startApi(port, origins = []) {
  const dataDir = path.join(os.tmpdir(), `bgmi-bench-web-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: path.join(dataDir, 'pglite'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ADMIN_KEY_FILE: path.join(dataDir, 'admin.key'),
      SEED_DEMO: '1',
      MONEY_MODE: 'demo',
      AUTH_RATE_LIMIT: '500',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: origins.join(','),
    },
  });
  const url = `http://localhost:${port}`;
  const stop = () => api.kill('SIGTERM');
  try {
    await waitForHealth(url, api);
    const id = `bench_${Date.now().toString(36)}`;
    const password = 'bench-pass-1';
    const response = await fetch(`${url}/BGMI/user/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Bench Player',
        bgmiUserId: id,
        email: `${id}@example.com`,
        phone: '9000000000',
        password,
        confirmPassword: password,
      }),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`sign-up failed: ${JSON.stringify(answer)}`);
    return { url, userinfo: answer.data, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
