const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('../webpack.common');
const { hostApiVersion } = require('../scripts/webpack/publish-deploy');
const { firstPaintPage, firstPaintWords } = require('./first-paint');

const title = 'BGMI Arena - Esports & Jantri';
const common = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.SHELL_PORT ?? 3000),
  title,
});

/**
 * host-api.json beside index.html: the host API version this build provides, so the static
 * server leaves out the first paint of a remote that needs a newer one (it shows the refusal);
 * first-paint-words.json: the header's words in each language.
 */
class HostApiFile {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HostApiFile', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostApiFile', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = JSON.stringify({ version: hostApiVersion() });
          compilation.emitAsset('host-api.json', new sources.RawSource(body));
          // The words of the first paint per language (the static server picks the reader's).
          const words = JSON.stringify(firstPaintWords());
          compilation.emitAsset('first-paint-words.json', new sources.RawSource(words));
        },
      );
    });
  }
}

/**
 * The common config, with the shell's page painting the layout and header itself
 * (first-paint.js; the static server adds the remotes' links and page per request).
 */
module.exports = (env, argv) => {
  const config = common(env, argv);
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof HtmlWebpackPlugin
      ? new HtmlWebpackPlugin({ title, publicPath: '/', templateContent: firstPaintPage })
      : plugin,
  );
  config.plugins.push(new HostApiFile());
  return config;
};
