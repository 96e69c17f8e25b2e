// `npm run build`: the production builds of the shell and both remotes, side by side (webpack
// spends most of a build on one core); a failed build prints its errors under its name.
import { runSideBySide } from './lib/side-by-side.mjs';

const parts = ['esports-remote', 'jantri-remote', 'shell'];
const ok = await runSideBySide(
  'build',
  parts.map((part) => ({
    label: part,
    command: 'npx',
    args: ['webpack', '--mode', 'production'],
    cwd: part,
  })),
);
process.exit(ok ? 0 : 1);
