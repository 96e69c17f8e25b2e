const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  name: 'jantri',
  dir: __dirname,
  port: Number(process.env.JANTRI_PORT ?? 3002),
  title: 'Jantri',
  exposes: {
    // Page components keyed by the route table's page keys; the shell renders them.
    './pages': './src/pages.tsx',
    // For integrators embedding this side alone.
    './mount': './src/mount.tsx',
  },
});
