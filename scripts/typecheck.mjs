// Type-checks every workspace with `tsc --noEmit` (webpack's ts-loader only transpiles), the
// workspaces side by side; a failure prints its errors under its workspace's name.
import { runSideBySide } from './lib/side-by-side.mjs';

// Longest first, so the two slowest do not end up one after the other.
const workspaces = ['server', 'esports-remote', 'shared', 'jantri-remote', 'shell', 'e2e'];
const ok = await runSideBySide(
  'typecheck',
  workspaces.map((ws) => ({
    label: ws,
    command: 'npx',
    args: ['tsc', '-p', `${ws}/tsconfig.json`],
  })),
);
process.exit(ok ? 0 : 1);
