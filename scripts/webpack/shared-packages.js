// What the shell and the remotes share at run time through Module Federation, for the webpack
// factory (webpack.common.js): the singletons, the calls of TanStack Query and react-router-dom
// the sides make, the zod library and the host API.
const path = require('node:path');
const webpack = require('webpack');
const { hostApiVersion } = require('./publish-deploy');

const SHARED_SRC = path.join(__dirname, '..', '..', 'shared', 'src');

/**
 * What the page shares at run time (docs/ARCHITECTURE.md, "Contract policy"): third-party
 * singletons with requiredVersion from the package's own deps, and the host API (session store,
 * socket, query client, toasts, runtime config) as a singleton with strictVersion, so a remote
 * built against a newer host API than the shell provides is refused, never run on an older one.
 * The rest of @bgmi/shared (schemas, helpers) is bundled by each side: a side's deploy never
 * changes code another side runs. The zod library they are built with is loaded once per page
 * (shared/src/zod-runtime.ts: only the calls the schemas make; the whole package shared would
 * be 87 KB gzip on "/"). `shared` is free of side effects but its CSS (its package.json), so a
 * side bundles only the schemas it uses.
 */
const zodVersion = require('zod/package.json').version;
const ZOD_RUNTIME = path.join(SHARED_SRC, 'zod-runtime.ts');
const ZOD_FROM_HOST = path.join(SHARED_SRC, 'zod-from-host.ts');
// TanStack Query and react-router-dom are shared as the calls the sides make (a file each in
// shared/src, provided under the package's own name); that file alone reaches the package itself
// (its ES module build), by the file's path.
const RUNTIMES = {
  '@tanstack/react-query': {
    file: path.join(SHARED_SRC, 'react-query-runtime.ts'),
    entry: ['build', 'modern', 'index.js'],
  },
  'react-router-dom': {
    file: path.join(SHARED_SRC, 'router-runtime.ts'),
    entry: ['dist', 'index.js'],
  },
};
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
const packageVersion = (name) => require(`${name}/package.json`).version;

/** Only a runtime file reaches its package by name; everyone else gets the shared runtime. */
function runtimePackagesByFile() {
  return new webpack.NormalModuleReplacementPlugin(
    /^(@tanstack\/react-query|react-router-dom)$/,
    (resource) => {
      const runtime = RUNTIMES[resource.request];
      if (runtime && resource.contextInfo?.issuer === runtime.file)
        resource.request = path.join(packageDir(resource.request), ...runtime.entry);
    },
  );
}

/**
 * What every page of the shell runs at once (its router, its query client, the session store):
 * in the shell's own entry (eager), not a chunk each. Module Federation then provides them at
 * start instead of negotiating each one (a hook chain and a version check per package) and
 * asking for a script per package in the task that starts the first page: that task was the
 * longest of every page's load (25-45 ms at 1x, issue 26). Remotes keep them async: a remote
 * always finds them provided by the shell, or, run alone, loads its own. (The host API is eager
 * in the shell too.)
 */
const SHELL_EAGER = new Set([
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
]);

function sharedSingletons(dependencies, { eager = false } = {}) {
  const singleton = (name) => ({
    singleton: true,
    requiredVersion: dependencies[name],
    ...(eager && SHELL_EAGER.has(name) ? { eager: true } : {}),
  });
  // The calls the sides make, not the whole package (RUNTIMES), under the package's name, so
  // every side's `import ... from '<package>'` gets the page's one copy.
  const runtime = (name) => ({
    ...singleton(name),
    import: RUNTIMES[name].file,
    version: packageVersion(name),
  });
  const hostApi = hostApiVersion();
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': runtime('react-router-dom'),
    '@tanstack/react-query': runtime('@tanstack/react-query'),
    'react-toastify': singleton('react-toastify'),
    // What the product loads (shared/src/ui/toasts.ts): the build that injects no stylesheet.
    'react-toastify/unstyled': singleton('react-toastify'),
    zustand: singleton('zustand'),
    'socket.io-client': singleton('socket.io-client'),
    // The library the schemas are built with, once per page (shared/src/zod-runtime.ts); a side
    // whose zod range the loaded one does not meet uses its own copy.
    '@bgmi/shared/zod-runtime': {
      strictVersion: true,
      version: zodVersion,
      requiredVersion: `^${zodVersion}`,
    },
    '@bgmi/shared/host-api': {
      ...(eager ? { eager: true } : {}),
      singleton: true,
      strictVersion: true,
      version: hostApi,
      requiredVersion: `^${hostApi}`,
    },
  };
}

module.exports = { sharedSingletons, runtimePackagesByFile, ZOD_RUNTIME, ZOD_FROM_HOST };
