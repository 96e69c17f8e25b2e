const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('../webpack.common');
const { firstPaintPage } = require('./first-paint');
const { RouteSidesPlugin } = require('./route-sides');

const title = 'BGMI Arena - Esports & Jantri';
const common = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.SHELL_PORT ?? 3000),
  title,
});

/**
 * The common config, with the shell's page painting the header and hero itself (first-paint.js)
 * and the route table's sides for the static server (route-sides.js).
 */
module.exports = (env, argv) => {
  const config = common(env, argv);
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof HtmlWebpackPlugin
      ? new HtmlWebpackPlugin({ title, publicPath: '/', templateContent: firstPaintPage })
      : plugin,
  );
  config.plugins.push(new RouteSidesPlugin());
  return config;
};
