// `npm run build`: the production builds of the shell, both remotes and the API (server/dist),
// side by side (webpack spends most of a build on one core); a failed build prints its errors
// under its name.
import { runSideBySide } from './lib/side-by-side.mjs';

const parts = ['esports-remote', 'jantri-remote', 'shell'];
const ok = await runSideBySide(
  'build',
  parts
    .map((part) => ({
      label: part,
      command: 'npx',
      args: ['webpack', '--mode', 'production'],
      cwd: part,
    }))
    .concat({ label: 'server', command: process.execPath, args: ['build.mjs'], cwd: 'server' }),
);
process.exit(ok ? 0 : 1);
