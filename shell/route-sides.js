// The route table's paths and sides (shared/src/routes/route-table.ts) as JSON in the shell's
// build (route-sides.json), read by the static server: the page it serves then asks early for
// the remote that renders this path (the jantri side for /game), not always the esports one.
// Read from the TypeScript source itself (transpiled here, it has no imports), so the two never
// drift apart.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const TABLE = path.join(__dirname, '..', 'shared', 'src', 'routes', 'route-table.ts');

/** @returns {{ path: string, side: 'shell' | 'esports' | 'jantri' }[]} */
function routeSides() {
  const { outputText } = ts.transpileModule(fs.readFileSync(TABLE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const module = { exports: {} };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports.ROUTE_TABLE.map((route) => ({ path: route.path, side: route.side }));
}

/** Emits route-sides.json beside index.html. */
class RouteSidesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteSidesPlugin', (compilation) => {
      compilation.fileDependencies.add(TABLE);
      compilation.hooks.processAssets.tap(
        { name: 'RouteSidesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'route-sides.json',
            new sources.RawSource(JSON.stringify(routeSides())),
          );
        },
      );
    });
  }
}

module.exports = { routeSides, RouteSidesPlugin };
