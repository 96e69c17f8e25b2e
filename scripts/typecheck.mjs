// Type-checks every workspace with `tsc --noEmit` (webpack's ts-loader only transpiles).
// Workspaces run side by side, as many at once as the machine has cores (CI has two), and each
// one's output is printed whole when it ends, so a failure names its workspace.
import { spawn } from 'node:child_process';
import os from 'node:os';

// Longest first, so the two slowest do not end up one after the other.
const workspaces = ['server', 'esports-remote', 'shared', 'jantri-remote', 'shell', 'e2e'];
const parallel = Math.max(1, Math.min(os.availableParallelism(), 4));

function check(ws) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', `${ws}/tsconfig.json`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (output) process.stdout.write(output);
      console.log(`typecheck ${ws}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
      resolve(status === 0);
    });
  });
}

const queue = [...workspaces];
let failed = false;
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (queue.length) if (!(await check(queue.shift()))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
