// `npm run deploy:switch -- <part> [<build id> | --previous]` (README "Deploying one side"):
// makes a build of a remote its current one by rewriting the remote's current.json (the one
// config change a switch or a rollback is); without a build id, lists the builds.
// BGMI_DEPLOY_DIR names another deploy folder than the part's build folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The builds in a deploy folder, oldest first (each folder with a deploy.json). */
export function listBuilds(deployDir) {
  if (!fs.existsSync(deployDir)) return [];
  return fs
    .readdirSync(deployDir)
    .filter((name) => fs.existsSync(path.join(deployDir, name, 'deploy.json')))
    .map((name) => ({ name, at: fs.statSync(path.join(deployDir, name, 'deploy.json')).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

export function readPointer(deployDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(deployDir, 'current.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** Points current.json at `build` (by rename: a server reads the old pointer or the new). */
export function switchDeploy(deployDir, build) {
  const deploy = JSON.parse(fs.readFileSync(path.join(deployDir, build, 'deploy.json'), 'utf8'));
  const pointer = {
    name: deploy.name,
    build,
    manifest: `${build}/mf-manifest.json`,
    hostApi: deploy.hostApi,
  };
  const temp = path.join(deployDir, `.current.${process.pid}.json`);
  fs.writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  fs.renameSync(temp, path.join(deployDir, 'current.json'));
  return pointer;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [part, target] = process.argv.slice(2);
  if (!part) {
    console.error(
      'usage: npm run deploy:switch -- <esports-remote|jantri-remote> [build | --previous]',
    );
    process.exit(2);
  }
  const { deployRoot } = require('../webpack.common.js');
  const deployDir = deployRoot(path.join(root, part));
  const builds = listBuilds(deployDir);
  const current = readPointer(deployDir)?.build;
  if (!target) {
    for (const build of builds) console.log(`${build === current ? '*' : ' '} ${build}`);
    process.exit(0);
  }
  const build = target === '--previous' ? builds[builds.indexOf(current) - 1] : target;
  if (!build || !builds.includes(build)) {
    console.error(`no such build of ${part}: ${target} (builds: ${builds.join(', ') || 'none'})`);
    process.exit(1);
  }
  switchDeploy(deployDir, build);
  console.log(`${part}: current build is now ${build} (was ${current ?? 'none'})`);
}
