// `npm run dev`: the API with reload (tsx watch) and the three webpack dev servers. Builds stay
// in memory, so this never touches the production builds `npm start` serves.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], {
    cwd: path.join(root, 'server'),
    stdio: 'inherit',
    // Development: answers that do not match the contract are logged (CHECK_ANSWERS).
    env: { NODE_ENV: 'development', ...process.env },
  }),
  ...['shell', 'esports-remote', 'jantri-remote'].map((name) =>
    spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
      cwd: path.join(root, name),
      stdio: 'inherit',
    }),
  ),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
