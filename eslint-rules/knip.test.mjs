// knip (in `npm run lint`) fails on a planted unused file and a planted unused export: it plants
// both for one run, expects the failure naming them, and removes them again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tag = `knip-planted-${process.pid}`;
const planted = {
  // An entry (bench/ files are entries) that uses one export of a library file...
  [`server/bench/${tag}-entry.ts`]: `import { usedPlanted } from '../src/lib/${tag}';\nexport const run = () => usedPlanted;\n`,
  // ...whose other export nothing uses,
  [`server/src/lib/${tag}.ts`]: 'export const usedPlanted = 1;\nexport const unusedPlanted = 2;\n',
  // and a file nothing imports.
  [`server/src/lib/${tag}-orphan.ts`]: 'export const orphanPlanted = 3;\n',
};

test('knip fails on an unused file and an unused export', () => {
  try {
    for (const [file, text] of Object.entries(planted))
      fs.writeFileSync(path.join(root, file), text);
    const run = spawnSync('npx', ['knip', '--no-progress', '--no-config-hints'], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.notEqual(run.status, 0, 'knip passed with planted violations');
    assert.match(run.stdout, new RegExp(`${tag}-orphan\\.ts`));
    assert.match(run.stdout, /unusedPlanted/);
    assert.ok(!/^usedPlanted\s/m.test(run.stdout), 'the used export was reported');
  } finally {
    for (const file of Object.keys(planted)) fs.rmSync(path.join(root, file), { force: true });
  }
});
