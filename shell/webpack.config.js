const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.SHELL_PORT ?? 3000),
  title: 'BGMI Arena - Esports & Jantri',
});
