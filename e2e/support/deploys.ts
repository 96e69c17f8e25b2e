// Deploy tests' harness (deploy.spec.ts): each remote's deploy folder copied from the suite's
// builds into a folder of its own, real static servers on their own ports, and real builds of a
// remote into that folder (the repository's own source, or a changed copy of it) without any
// rebuild of the shell.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { E2E_PORTS } from './ports';

const require = createRequire(__filename);
export const ROOT = path.resolve(__dirname, '..', '..');
const { buildDir } = require('../../webpack.common.js') as { buildDir: (dir: string) => string };

export const DEPLOY_WORK = path.join(ROOT, 'e2e', '.artifacts', `deploys-${E2E_PORTS.shell}`);
export const SHELL_BUILD = buildDir(path.join(ROOT, 'shell'));

interface Pointer {
  build: string;
  manifest: string;
  hostApi?: string;
}

export function readPointer(deployDir: string): Pointer {
  return JSON.parse(fs.readFileSync(path.join(deployDir, 'current.json'), 'utf8')) as Pointer;
}

/** A copy of a part's current deploy (its folder and current.json) in a deploy folder of its own. */
export function copyCurrentDeploy(part: string, deployDir: string): Pointer {
  const from = buildDir(path.join(ROOT, part));
  const pointer = readPointer(from);
  fs.rmSync(deployDir, { recursive: true, force: true });
  fs.mkdirSync(deployDir, { recursive: true });
  fs.cpSync(path.join(from, pointer.build), path.join(deployDir, pointer.build), {
    recursive: true,
  });
  fs.copyFileSync(path.join(from, 'current.json'), path.join(deployDir, 'current.json'));
  return pointer;
}

/**
 * A copy of a remote's source to change before building it, beside nothing of the repository
 * (under e2e/.artifacts): its webpack config and tsconfig point back at the root's.
 */
export function copySource(part: string, name: string): string {
  const to = path.join(DEPLOY_WORK, 'src', name);
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  const from = path.join(ROOT, part);
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.js']) {
    fs.cpSync(path.join(from, entry), path.join(to, entry), {
      recursive: true,
      filter: (file) => !file.includes(`${path.sep}__tests__`),
    });
  }
  const edit = (file: string, before: string, after: string) =>
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(before, after));
  edit(
    path.join(to, 'webpack.config.js'),
    "require('../webpack.common')",
    `require(${JSON.stringify(path.join(ROOT, 'webpack.common.js'))})`,
  );
  edit(
    path.join(to, 'tsconfig.json'),
    '"../tsconfig.base.json"',
    JSON.stringify(path.join(ROOT, 'tsconfig.base.json')),
  );
  return to;
}

/** Changes one file of a copied source: `change` gets its text and returns the new one. */
export function changeFile(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, change(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''));
}

/**
 * `webpack --mode production` of a remote (its folder, or a copied source) into a deploy
 * folder, as `npm run build -w <part>` does; resolves with the new current build id.
 */
export function buildRemote(
  dir: string,
  deployDir: string,
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: dir,
        env: { ...process.env, BGMI_DEPLOY_DIR: deployDir, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (status === 0) resolve(readPointer(deployDir).build);
      else reject(new Error(`build of ${dir} failed:\n${output.slice(-4000)}`));
    });
  });
}
