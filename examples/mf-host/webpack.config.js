// A standard Module Federation host of an integrator (docs/embedding.md, section 2) that mounts
// the esports side with nothing loaded by hand: `experiments.provideExternalRuntime` puts the
// host's federation runtime where the remote's scripts look for it. Build it with
// `npx webpack --config examples/mf-host/webpack.config.js` (ESPORTS_REMOTE_URL, API_URL and
// MF_HOST_OUT change where it looks and writes) and serve its dist/ with an index.html fallback.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');

const remote = process.env.ESPORTS_REMOTE_URL ?? 'http://localhost:3001/mf-manifest.json';

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/index.js',
  output: {
    path: process.env.MF_HOST_OUT ?? path.join(__dirname, 'dist'),
    publicPath: '/',
    clean: true,
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'partner',
      remotes: { esports: `esports@${remote}` },
      shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
      // The remotes run on their host's runtime (they are built with externalRuntime).
      experiments: { provideExternalRuntime: true },
      dts: false,
    }),
    // The API the side calls (an integrator's own configuration; its origin must be allowed).
    new DefinePlugin({
      API_URL: JSON.stringify(process.env.API_URL ?? 'http://localhost:4000'),
    }),
    new HtmlWebpackPlugin({
      templateContent:
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>' +
        '<body><h1>Partner site</h1><div id="esports-root" data-testid="embed-root"></div></body></html>',
    }),
  ],
};
