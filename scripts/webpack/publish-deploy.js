// Versioned, immutable deploys of a remote (DESIGN section 1, README "Deploying one side"):
// each production build goes to <deploy root>/<build id>/, publishes beside its mf-manifest.json
// a deploy.json (its build id, the host API range it needs, its routes, its first-paint
// fragments in English and Hindi with their CSS, rendered from its own components), and only once every file is
// written does <deploy root>/current.json name it. Switching or rolling back is a change of
// current.json; older builds stay where they are, so open tabs keep loading their own chunks.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { spawnSync } = require('node:child_process');

const HOST_API_FILE = path.join(__dirname, '..', '..', 'shared', 'src', 'host-api-version.json');

/**
 * The host API version this checkout provides (a shell) or builds against (a remote).
 * BGMI_HOST_API_VERSION overrides it for one build (the deploy tests build a remote that needs a
 * newer host API than the running shell has).
 */
function hostApiVersion() {
  return process.env.BGMI_HOST_API_VERSION ?? JSON.parse(fs.readFileSync(HOST_API_FILE)).version;
}

let id;
/** This build's id (BUILD_ID, else UTC time and 4 random hex digits), the same for its parts. */
function buildId() {
  if (id) return id;
  const given = process.env.BUILD_ID;
  if (given && !/^[A-Za-z0-9][\w.-]{0,63}$/.test(given)) throw new Error(`bad BUILD_ID ${given}`);
  const time = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  id = given ?? `${time}-${crypto.randomBytes(2).toString('hex')}`.toLowerCase();
  return id;
}

/** Renders the side's src/deploy.tsx (its routes and first-paint pages) in a child node. */
function readPublication(dir) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--require',
      path.join(__dirname, 'render-deploy-register.cjs'),
      path.join(__dirname, 'render-deploy.mjs'),
      path.join(dir, 'src', 'deploy.tsx'),
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      // The components' JSX settings (tsx reads no tsconfig from the side's folder otherwise).
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: path.join(__dirname, '..', '..', 'tsconfig.base.json'),
      },
    },
  );
  if (result.status !== 0) throw new Error(`deploy.json: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout);
}

/** Emits deploy.json beside the remote's mf-manifest.json. */
class PublishDeploy {
  constructor({ name, dir, build }) {
    Object.assign(this, { name, dir, build });
  }
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishDeploy', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishDeploy', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const { routes, pages } = readPublication(this.dir);
            const firstPaint = {};
            for (const [route, page] of Object.entries(pages)) {
              const css = (page.css ?? [])
                .map((file) => fs.readFileSync(path.join(this.dir, 'src', file), 'utf8'))
                .join('\n');
              // English as before; the same page in Hindi under `hi` (the server picks by the
              // reader's language).
              const hi = page.hi && { html: page.hi.html, userHtml: page.hi.userHtml };
              const { userMoneyModes } = page;
              firstPaint[route] = {
                html: page.html,
                userHtml: page.userHtml,
                css,
                hi,
                userMoneyModes,
              };
            }
            const deploy = {
              name: this.name,
              build: this.build,
              hostApi: `^${hostApiVersion()}`,
              routes,
              firstPaint,
            };
            compilation.emitAsset('deploy.json', new sources.RawSource(JSON.stringify(deploy)));
          } catch (error) {
            compilation.errors.push(new WebpackError(String(error)));
          }
        },
      );
    });
  }
}

/**
 * Writes <root>/current.json (build id, manifest path, host API range) once the build is
 * complete and without errors, by rename: a server reads the old pointer or the new, never half.
 */
class WriteCurrentPointer {
  constructor({ root, build, name }) {
    Object.assign(this, { root, build, name });
  }
  apply(compiler) {
    compiler.hooks.done.tap('WriteCurrentPointer', (stats) => {
      if (stats.hasErrors()) return;
      const folder = path.join(this.root, this.build);
      if (!fs.existsSync(path.join(folder, 'deploy.json'))) return;
      const pointer = {
        name: this.name,
        build: this.build,
        manifest: `${this.build}/mf-manifest.json`,
        hostApi: `^${hostApiVersion()}`,
      };
      const temp = path.join(this.root, `.current.${process.pid}.json`);
      fs.writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
      fs.renameSync(temp, path.join(this.root, 'current.json'));
    });
  }
}

module.exports = { PublishDeploy, WriteCurrentPointer, buildId, hostApiVersion };
