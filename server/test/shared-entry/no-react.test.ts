import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The API process loads @bgmi/shared only through its server entry (@bgmi/shared/server): no
// React, react-router or browser state in it. The code is loaded in a child process by tsx, as
// `npm start` runs it, and require.cache is read there.
const serverDir = path.resolve(__dirname, '..', '..');
const tsx = path.resolve(serverDir, '..', 'node_modules', '.bin', 'tsx');

function loadApi(script: string) {
  const run = spawnSync(tsx, [path.join(__dirname, script)], {
    cwd: serverDir,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(run.stderr || `exit ${run.status}`);
  return JSON.parse(run.stdout) as { modules: number; loaded: string[] };
}

test('loading the app and the CLI loads no React, react-router or browser state', () => {
  const { modules, loaded } = loadApi('load-api.ts');
  expect(modules).toBeGreaterThan(100);
  expect(loaded).toEqual([]);
});

test('the check sees React when the index of @bgmi/shared is loaded', () => {
  const { loaded } = loadApi('load-shared-index.ts');
  expect(loaded.some((file) => /[\\/]react[\\/]/.test(file))).toBe(true);
});
