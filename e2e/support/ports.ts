import os from 'node:os';
import path from 'node:path';

/**
 * The e2e run uses its own ports and data folder, so a running dev copy is left alone.
 * E2E_PORT_BASE moves all of them (two runs on one machine).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4300);
export const E2E_PORTS = {
  shell: base,
  esports: base + 1,
  jantri: base + 2,
  api: base + 10,
  example: base + 30,
} as const;

export const E2E_DATA_DIR = path.join(os.tmpdir(), `bgmi-e2e-${base}`);

export function e2eEnv(): Record<string, string> {
  return {
    SHELL_PORT: String(E2E_PORTS.shell),
    ESPORTS_PORT: String(E2E_PORTS.esports),
    JANTRI_PORT: String(E2E_PORTS.jantri),
    API_PORT: String(E2E_PORTS.api),
    // The integrator pages (integrator-example.spec.ts, embedding.spec.ts) call the API from here.
    EXAMPLE_PORT: String(E2E_PORTS.example),
    DATA_DIR: path.join(E2E_DATA_DIR, 'pglite'),
    UPLOADS_DIR: path.join(E2E_DATA_DIR, 'uploads'),
    ADMIN_KEY_FILE: path.join(E2E_DATA_DIR, 'admin.key'),
    SEED_DEMO: '1',
    AUTH_RATE_LIMIT: '500',
    // The demo users are shared by every spec: room for their sockets and failed handshakes.
    SOCKETS_PER_USER: '50',
    HANDSHAKE_FAILURE_LIMIT: '500',
    ROUND_SECONDS: process.env.E2E_ROUND_SECONDS ?? '20',
    LOG_LEVEL: 'warn',
    // The wallet and game specs need money: the harness API runs in real mode (DESIGN section 8);
    // money-modes.spec.ts starts its own API per other mode.
    MONEY_MODE: 'real',
  };
}

export const API_URL = `http://localhost:${E2E_PORTS.api}`;
