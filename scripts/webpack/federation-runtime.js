// One Module Federation runtime per page (issue 14): the shell carries the runtime core and
// provides it on a global (provide-federation-runtime.js); each remote's scripts (remoteEntry.js, main.js) use that global instead
// of embedding a second copy (~18 KB gzip on "/"). For a remote run alone, a second small build
// emits `federation-runtime.js` beside its scripts, and the remote's own index.html loads it first;
// integrators embedding `./mount` load it before `remoteEntry.js` (examples/embed).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const RUNTIME_FILE = 'federation-runtime.js';
/** The shell's runtime plugin that provides its runtime core to the remotes. */
const PROVIDE_RUNTIME_PLUGIN = path.join(__dirname, 'provide-federation-runtime.js');

/** Puts a blocking <script src="/federation-runtime.js"> before the remote's own scripts. */
class LoadFederationRuntimeFirst {
  apply(compiler) {
    compiler.hooks.compilation.tap('LoadFederationRuntimeFirst', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'LoadFederationRuntimeFirst',
        (data) => {
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', { src: `/${RUNTIME_FILE}` }),
          );
          return data;
        },
      );
    });
  }
}

/**
 * The build of a remote's `federation-runtime.js`, run after the remote's own build (which
 * cleans the output folder) into the same folder.
 * @param {{ name: string, dir: string, outputPath: string, production: boolean }} options
 */
function federationRuntimeConfig({ name, dir, outputPath, production }) {
  return {
    name: `${name}-federation-runtime`,
    dependencies: [name],
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { 'federation-runtime': path.join(__dirname, 'federation-runtime-entry.js') },
    devtool: production && process.env.SOURCE_MAPS === '1' ? 'source-map' : false,
    output: {
      path: outputPath,
      filename: '[name].js',
      uniqueName: `${name}_federation_runtime`,
      clean: false,
    },
    performance: { hints: false },
  };
}

module.exports = {
  LoadFederationRuntimeFirst,
  federationRuntimeConfig,
  PROVIDE_RUNTIME_PLUGIN,
  RUNTIME_FILE,
};
