// Builds the anchors `npm run size` and `npm run bench:web` measure the product against, with the
// repo's own webpack and @module-federation/enhanced, in the same run:
// - react: React + react-dom + the router rendering one page, no federation;
// - mf-host + mf-remote: the smallest Module Federation pair doing what the shell does (runtime
//   registration of a manifest, shared React singletons, the remote's page in its own chunk).
// All show the same page content, whose "Our Services" heading marks a complete load.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PROVIDE_RUNTIME_PLUGIN } = require('../webpack/federation-runtime.js');
const here = path.dirname(fileURLToPath(import.meta.url));
const shellDeps = require('../../shell/package.json').dependencies;

export const ANCHORS = ['react', 'mf-host', 'mf-remote'];

function singletons() {
  const one = (name) => ({ singleton: true, requiredVersion: shellDeps[name] });
  return {
    react: one('react'),
    'react/': one('react'),
    'react-dom': one('react-dom'),
    'react-dom/': one('react-dom'),
    'react-router-dom': one('react-router-dom'),
  };
}

function config(name, entry, outDir, federation) {
  return {
    mode: 'production',
    context: path.join(here, 'src'),
    entry: `./${entry}`,
    devtool: false,
    output: {
      path: path.join(outDir, name),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name.replace('-', '_'),
      clean: true,
    },
    resolve: { modules: [path.join(here, '..', '..', 'node_modules'), 'node_modules'] },
    plugins: [
      ...(federation ? [new ModuleFederationPlugin(federation)] : []),
      new HtmlWebpackPlugin({
        template: path.join(here, '..', 'index.html'),
        title: `anchor ${name}`,
        publicPath: '/',
      }),
    ],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  };
}

/** Builds the three anchors under outDir (default: a temp folder); returns their folders. */
export async function buildAnchors(outDir = path.join(os.tmpdir(), 'bgmi-anchors')) {
  // The product's federation options, so the pair differs from the product only in content.
  const common = {
    remotes: {},
    shared: singletons(),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
  };
  const configs = [
    config('react', 'react-page.js', outDir),
    config('mf-host', 'mf-host.js', outDir, {
      ...common,
      name: 'anchor_host',
      experiments: { optimization: { target: 'web' } },
      // One federation runtime per page, as in the product: the host provides it.
      runtimePlugins: [PROVIDE_RUNTIME_PLUGIN],
    }),
    config('mf-remote', 'mf-remote.js', outDir, {
      ...common,
      name: 'anchor_remote',
      filename: 'remoteEntry.js',
      exposes: { './pages': './mf-remote-pages.js' },
      experiments: {
        optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
        externalRuntime: true,
      },
    }),
  ];
  await new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
  return Object.fromEntries(ANCHORS.map((name) => [name, path.join(outDir, name)]));
}
