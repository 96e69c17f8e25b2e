const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  name: 'esports',
  dir: __dirname,
  port: Number(process.env.ESPORTS_PORT ?? 3001),
  title: 'BGMI Esports',
  exposes: {
    // Page components keyed by the route table's page keys; the shell renders them.
    './pages': './src/pages.tsx',
    // For integrators embedding this side alone.
    './mount': './src/mount.tsx',
  },
});
