// Runs commands side by side, as many at once as the machine has cores (CI has two), and prints
// each one's output whole when it ends, so interleaved lines never hide which one failed.
import { spawn } from 'node:child_process';
import os from 'node:os';

/** @param {{ label: string, command: string, args: string[], cwd?: string }[]} tasks */
export async function runSideBySide(verb, tasks) {
  const parallel = Math.max(1, Math.min(os.availableParallelism(), 4));
  const queue = [...tasks];
  let failed = false;
  const runOne = (task) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(task.command, task.args, {
        cwd: task.cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        if (status !== 0 && output) process.stdout.write(output);
        console.log(`${verb} ${task.label}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
        resolve(status === 0);
      });
    });
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (queue.length) if (!(await runOne(queue.shift()))) failed = true;
    }),
  );
  return !failed;
}
