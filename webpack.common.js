// One webpack factory for the shell and both remotes (DESIGN section 1). Each package's
// webpack.config.js calls it with its name, port and what it exposes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  LoadFederationRuntimeFirst,
  federationRuntimeConfig,
  PROVIDE_RUNTIME_PLUGIN,
} = require('./scripts/webpack/federation-runtime');
const {
  productionDevtool,
  DropStatsFile,
  manifestWithRuntime,
} = require('./scripts/webpack/published-files');

const { PublishPageAssets } = require('./scripts/webpack/page-assets');
const { PublishDeploy, WriteCurrentPointer, buildId } = require('./scripts/webpack/publish-deploy');
const {
  sharedSingletons,
  runtimePackagesByFile,
  ZOD_RUNTIME,
  ZOD_FROM_HOST,
} = require('./scripts/webpack/shared-packages');

/**
 * `/runtime-config.json` of the shell's dev server: as the static server resolves it, from the
 * remotes' dev servers (each serves its manifest and deploy.json at its root).
 */
function serveDevRuntimeConfig(middlewares) {
  middlewares.unshift({
    name: 'runtime-config',
    path: '/runtime-config.json',
    middleware: (_req, res) => {
      const env = process.env;
      Promise.all([
        import('./scripts/serve-static.mjs'),
        import('./scripts/lib/remote-deploys.mjs'),
      ])
        .then(async ([{ runtimeConfig }, { remoteDeploys, resolvedConfig }]) => {
          const config = runtimeConfig({
            ...env,
            ESPORTS_REMOTE_URL: `http://localhost:${env.ESPORTS_PORT ?? 3001}/mf-manifest.json`,
            JANTRI_REMOTE_URL: `http://localhost:${env.JANTRI_PORT ?? 3002}/mf-manifest.json`,
          });
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(resolvedConfig(config, await remoteDeploys(config))));
        })
        .catch(() => res.writeHead(500).end());
    },
  });
  return middlewares;
}

/**
 * Where a package's production build goes: <package>/dist, or <BGMI_BUILD_ROOT>/<package> so
 * several checkouts or test runs on one machine do not overwrite each other's builds.
 */
function buildDir(dir) {
  const root = process.env.BGMI_BUILD_ROOT;
  return root ? path.join(root, path.basename(dir)) : path.join(dir, 'dist');
}

/**
 * Where a remote's deploys go: BGMI_DEPLOY_DIR (one build of one remote into another folder, as
 * the deploy tests do), else its build folder. Each build is a folder of its own in it.
 */
function deployRoot(dir) {
  return process.env.BGMI_DEPLOY_DIR ?? buildDir(dir);
}

/**
 * @param {object} options
 * @param {string} options.name      federation name (a JS identifier)
 * @param {string} options.dir       the package folder
 * @param {number} options.port      dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.title]   HTML title
 */
function createWebpackConfig({ name, dir, port, exposes = {}, title = 'BGMI Arena' }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isRemote = Object.keys(exposes).length > 0;
  // A remote's production build is a deploy: a folder named by its build id, never written
  // again (the dev server keeps the plain folder).
  const build = buildId();
  const outputPath = (production) =>
    isRemote && production ? path.join(deployRoot(dir), build) : buildDir(dir);
  const config = (_env, argv) => {
    const production = argv.mode === 'production';
    // Each build its own chunk registry, so a page never runs one build's chunks in another's.
    const registry = isRemote && production ? `${name}_${build.replace(/\W/g, '_')}` : name;
    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: productionDevtool(production),
      output: {
        path: outputPath(production),
        publicPath: 'auto',
        // Entry files keep stable names (served no-cache); chunks are content-hashed (immutable).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: registry,
        chunkLoadingGlobal: `webpackChunk_${registry}`,
        // Spec constant: script chunk load timeout 120 seconds.
        chunkLoadTimeout: 120_000,
        // A remote's deploy folder is new; the shell keeps its older hashed files, which open
        // tabs may still ask for (a build never deletes files under a running server).
        clean: isRemote ? true : { keep: /\.[0-9a-f]{8}\.(js|css)$/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // The package's exports map refuses a `?url` query; this alias names the file directly.
        alias: {
          'react-toastify.css': require.resolve('react-toastify/dist/ReactToastify.css'),
          // Catalogues arrive compiled (scripts/webpack/messages-loader.mjs): no ICU parser on
          // the page (about 7 KB gzip).
          '@formatjs/icu-messageformat-parser$': path.join(
            __dirname,
            'node_modules',
            '@formatjs',
            'icu-messageformat-parser',
            'no-parser.js',
          ),
        },
      },
      module: {
        rules: [
          // `zod` is the page's shared one (see ZOD_RUNTIME), except in the module that provides it.
          {
            test: /\.tsx?$/,
            exclude: [/node_modules/, ZOD_RUNTIME],
            resolve: { alias: { zod$: ZOD_FROM_HOST } },
          },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              // Type-checking runs once in `npm run typecheck`; webpack only transpiles.
              options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
            },
          },
          {
            test: /\.css$/,
            oneOf: [
              // `import href from './x.css?url'`: emitted as a file for a <link>, so page-wide
              // styles load in parallel instead of inside the JavaScript.
              {
                resourceQuery: /url/,
                type: 'asset/resource',
                generator: { filename: '[name].[contenthash:8].css' },
                // Scoped under the side's root, so an integrator's page keeps its look.
                use: path.join(__dirname, 'scripts', 'webpack', 'scope-css-loader.js'),
              },
              { use: path.join(__dirname, 'scripts', 'webpack', 'link-css-loader.js') },
            ],
          },
          { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource' },
          // Catalogues (DESIGN section 9): ICU text compiled to syntax trees at build time.
          {
            test: /[\\/]locales[\\/][a-z-]+\.json$/,
            type: 'json',
            use: path.join(__dirname, 'scripts', 'webpack', 'messages-loader.mjs'),
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // Remotes are registered at run time from runtime-config.json, never baked in.
          remotes: {},
          shared: sharedSingletons(pkg.dependencies, { eager: !isRemote }),
          shareStrategy: 'loaded-first',
          manifest: isRemote ? { additionalData: manifestWithRuntime } : true,
          dts: false,
          // Smaller runtime: browser only; a remote loads no other remote, so it needs neither
          // the remote-loading nor the manifest-snapshot code (the shell has both). One runtime
          // core per page: the shell provides it, the remotes use it (federation-runtime.js).
          experiments: isRemote
            ? {
                optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
                externalRuntime: true,
              }
            : { optimization: { target: 'web' } },
          runtimePlugins: isRemote ? [] : [PROVIDE_RUNTIME_PLUGIN],
        }),
        ...(isRemote ? [new LoadFederationRuntimeFirst()] : []),
        // What the shell needs from this build, published beside its mf-manifest.json.
        // (The dev server publishes it too, under the build id `dev`.)
        ...(isRemote ? [new PublishDeploy({ name, dir, build: production ? build : 'dev' })] : []),
        // Each page's files, for the shell's prefetch that downloads without running them.
        ...(isRemote ? [new PublishPageAssets()] : []),
        runtimePackagesByFile(),
        new DropStatsFile(),
        // Absolute script URLs: deep links such as /deposit/depositMoney must load /main.js.
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'scripts', 'index.html'),
          title,
          publicPath: '/',
        }),
      ],
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public'), publicPath: '/' },
        // The shell's page needs the remotes' routes (npm run dev: their dev servers' deploy.json).
        ...(isRemote ? {} : { setupMiddlewares: serveDevRuntimeConfig }),
      },
    };
  };
  if (!isRemote) return config;
  // A remote also builds the runtime it loads when run alone, into the same folder.
  return [
    config,
    (_env, argv) => {
      const production = argv.mode === 'production';
      const runtime = federationRuntimeConfig({
        name,
        dir,
        outputPath: outputPath(production),
        production,
      });
      // Last of the remote's builds: only now, with every file in place, does it become current.
      if (production)
        runtime.plugins = [new WriteCurrentPointer({ root: deployRoot(dir), build, name })];
      return runtime;
    },
  ];
}

module.exports = { createWebpackConfig, buildDir, deployRoot };
