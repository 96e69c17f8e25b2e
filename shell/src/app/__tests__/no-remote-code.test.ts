import path from 'node:path';
import { spawnSync } from 'node:child_process';

// Nothing of a remote is compiled into the shell (issue 21): the lint rule that enforces it
// (eslint.config.mjs, shell/no-remote-code) must catch a planted violation in any file of
// shell/, a build script as much as a component, and pass the shell as it is. ESLint runs as
// `npm run lint` runs it (a node process of its own; jsdom lacks what it needs).
const root = path.resolve(__dirname, '..', '..', '..', '..');
const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

function remoteProblems(args: string[], input?: string): string[] {
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  const results = JSON.parse(run.stdout) as {
    filePath: string;
    messages: { ruleId: string | null; message: string }[];
  }[];
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'shell/no-remote-code')
      .map((message) => `${path.relative(root, result.filePath)}: ${message.message}`),
  );
}

test.each([
  ['shell/first-paint.js', "module.exports = require('../esports-remote/static-hero');\n"],
  ['shell/webpack.config.js', "module.exports = require.resolve('../jantri-remote/src/routes');\n"],
  [
    'shell/some-script.mjs',
    "import path from 'node:path';\nexport default path.join(import.meta.dirname, '..', 'esports-remote');\n",
  ],
  ['shell/src/app/x.ts', "export { ESPORTS_ROUTES } from '../../../esports-remote/src/routes';\n"],
  ['shell/src/app/y.ts', "export const load = () => import('@bgmi/jantri-remote/src/pages');\n"],
])(
  'a planted import of a remote in %s fails the lint',
  (file, code) => {
    expect(remoteProblems(['--stdin', '--stdin-filename', file], code)).toHaveLength(1);
  },
  60_000,
);

test('the shell as it is passes', () => {
  expect(remoteProblems(['shell/'])).toEqual([]);
}, 120_000);
