// Type-checks every workspace with `tsc --noEmit` (webpack's ts-loader only transpiles).
// Workspaces are checked one after another so a failure names its workspace.
import { spawnSync } from 'node:child_process';

const workspaces = ['shared', 'server', 'shell', 'esports-remote', 'jantri-remote', 'e2e'];
let failed = false;
for (const ws of workspaces) {
  const started = Date.now();
  const result = spawnSync('npx', ['tsc', '-p', `${ws}/tsconfig.json`], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`typecheck ${ws}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
