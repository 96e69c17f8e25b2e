// What a production build publishes (issue 21): no source maps and no stats file by default, so a
// deploy folder holds only what browsers load. SOURCE_MAPS=1 builds source maps (for debugging a
// build locally; they are then served beside the scripts).
const { RUNTIME_FILE } = require('./federation-runtime');

/** The webpack `devtool` of a build. */
function productionDevtool(production) {
  if (!production) return 'eval-cheap-module-source-map';
  return process.env.SOURCE_MAPS === '1' ? 'source-map' : false;
}

/**
 * Removes Module Federation's `mf-stats.json` (the full build analysis the manifest is made from;
 * no runtime reads it) once the manifest has been written.
 */
class DropStatsFile {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DropStatsFile', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DropStatsFile', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (compilation.getAsset('mf-stats.json')) compilation.deleteAsset('mf-stats.json');
        },
      );
    });
  }
}

/**
 * The remote's manifest names its federation runtime (`metaData.federationRuntime`), so a host
 * page that has none of its own (docs/embedding.md) finds the file to load before the entry.
 */
function manifestWithRuntime({ stats }) {
  stats.metaData.federationRuntime = { name: RUNTIME_FILE, path: '' };
  return stats;
}

module.exports = { productionDevtool, DropStatsFile, manifestWithRuntime };
