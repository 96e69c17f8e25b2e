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

const sharedPackage = require('./shared/package.json');

/** A part of the contract the shared package exports by path, as its source file. */
const contractPart = (name) => path.join(__dirname, 'shared', 'src', `${name}.ts`);

/** Module Federation singletons, with requiredVersion taken from the package's own deps. */
function sharedSingletons(dependencies) {
  const singleton = (name) => ({ singleton: true, requiredVersion: dependencies[name] });
  const contract = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: `^${sharedPackage.version}`,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    'react-toastify': singleton('react-toastify'),
    // What the product loads (shared/src/ui/toasts.ts): the build that injects no stylesheet.
    'react-toastify/unstyled': singleton('react-toastify'),
    zustand: singleton('zustand'),
    'socket.io-client': singleton('socket.io-client'),
    // A workspace range is not semver, so the shared package states its version explicitly.
    '@bgmi/shared': contract,
    // The contract's parts imported by path: shared too (the shell provides them, its build
    // includes them even where it does not import them), so a remote's copy of them and of zod,
    // which they build their schemas with, is not loaded beside the shell's on every page.
    // By file: a shared request given as a path is provided even by a build that does not
    // import it (the shell does not use jantri-contract), and consumed under its package name.
    '@bgmi/shared/day-and-money': { ...contract, import: contractPart('day-and-money') },
    '@bgmi/shared/jantri-contract': { ...contract, import: contractPart('jantri-contract') },
  };
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
  const config = (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: productionDevtool(production),
      output: {
        path: buildDir(dir),
        publicPath: 'auto',
        // Entry files keep stable names (served no-cache); chunks are content-hashed (immutable).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        // Spec constant: script chunk load timeout 120 seconds.
        chunkLoadTimeout: 120_000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // The package's exports map refuses a `?url` query; this alias names the file directly.
        alias: { 'react-toastify.css': require.resolve('react-toastify/dist/ReactToastify.css') },
      },
      module: {
        rules: [
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
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // Remotes are registered at run time from runtime-config.json, never baked in.
          remotes: {},
          shared: sharedSingletons(pkg.dependencies),
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
      },
    };
  };
  if (!isRemote) return config;
  // A remote also builds the runtime it loads when run alone, into the same folder.
  return [
    config,
    (_env, argv) =>
      federationRuntimeConfig({
        name,
        dir,
        outputPath: buildDir(dir),
        production: argv.mode === 'production',
      }),
  ];
}

module.exports = { createWebpackConfig, sharedSingletons, buildDir };
