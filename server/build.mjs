// The API compiled for production: one CommonJS file per entry in dist/, run by plain node
// (`npm start`, the load bench). tsx stays for development: it transforms every module at load
// and keeps function names (a __name call per function made at run time, as in every request).
// Packages stay outside the bundle (native and WASM ones load files beside themselves); the
// workspace's own @bgmi/shared (TypeScript sources) is compiled in.
// Usage: node build.mjs [entry.ts ...]   (default src/server.ts); each lands at dist/<name>.js,
// one level below this folder, as src/server-root.ts expects.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const entries = process.argv.slice(2);

await build({
  absWorkingDir: root,
  entryPoints: entries.length ? entries : ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-outside',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@bgmi/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
