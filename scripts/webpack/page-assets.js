// Each page's files, published beside a remote's mf-manifest.json as page-assets.json
// ({ "<route key>": ["<chunk>.js", "<feature>.css", ...] }), so the shell can fetch a page ahead
// with <link rel="prefetch">: downloaded at the lowest priority, not run. Loading a page's
// modules ahead instead evaluates them (its contract's schemas, tens of ms on a phone) while the
// first page is still settling (issue 26). A page is a route key's loader in src/pages.tsx
// (`key: () => import('./…')`); a loader the table does not name fails the build.
const fs = require('node:fs');

const PAGES_FILE = /[\\/]src[\\/]pages\.tsx$/;
const LOADER = /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
const SERVED = /\.(js|css)$/;

class PublishPageAssets {
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishPageAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishPageAssets', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const pagesModule = [...compilation.modules].find((module) =>
            PAGES_FILE.test(module.resource ?? ''),
          );
          if (!pagesModule) return;
          const source = fs.readFileSync(pagesModule.resource, 'utf8');
          const keyOf = new Map([...source.matchAll(LOADER)].map(([, key, file]) => [file, key]));
          const assets = {};
          for (const block of pagesModule.blocks) {
            const request = block.dependencies[0]?.request;
            const key = keyOf.get(request);
            const group = compilation.chunkGraph.getBlockChunkGroup(block);
            if (!key || !group) {
              compilation.errors.push(
                new WebpackError(`page-assets.json: no route key for ${request}`),
              );
              continue;
            }
            const files = group.chunks.flatMap((chunk) => [
              ...chunk.files,
              ...chunk.auxiliaryFiles,
            ]);
            assets[key] = [...new Set(files)].filter((file) => SERVED.test(file)).sort();
          }
          compilation.emitAsset('page-assets.json', new sources.RawSource(JSON.stringify(assets)));
        },
      );
    });
  }
}

module.exports = { PublishPageAssets };
