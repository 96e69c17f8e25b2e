// docs/ARCHITECTURE.md tells the truth about the tree: every file or folder it names in `code`
// exists, every `@bgmi/shared/<entry>` it names is an entry of shared's package.json, and every
// top-level folder of "The parts" is one, and a feature's CSS file and Hindi chunk carry its
// folder's name as the page says. A rename that forgets the page (or the page forgets) fails here
// (issue 24).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)));
/** Every tracked file and every folder above one, relative to the root. */
const places = new Set(tracked);
for (const file of tracked) {
  const parts = file.split('/');
  for (let i = 1; i < parts.length; i += 1) places.add(parts.slice(0, i).join('/'));
}

// What a build or a running server makes, named by the page but never in the tree.
const MADE_AT_RUN = new Set([
  'mf-manifest.json',
  'page-assets.json',
  'dist/current.json',
  'dist/<build id>/',
]);

/**
 * The page names a path from the root (`server/src/app.ts`) or from the part its paragraph is
 * about (`plugins/socket.ts` under server/src, `src/pages.tsx` in a remote): a name is there
 * when some place ends with it, segment by segment.
 */
function exists(name) {
  const wanted = name.replace(/\/$/, '');
  for (const place of places) if (place === wanted || place.endsWith(`/${wanted}`)) return true;
  return false;
}

/**
 * A file or folder the page names: `code` with a file ending or a trailing slash, not a URL
 * (`/runtime-config.json`), a module's expose (`./pages`), a path beside the project
 * (`../shared/...`) or a name's ending (`-repository.ts`). A placeholder (`<area>`, `NNNN`,
 * `{en,hi}`, `*`) stands for many names: the part before it must exist.
 */
function namedPlaces(text) {
  const names = [];
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    if (!/^[\w.@<>{},*…-]+(\/[\w .@<>{},*…-]*)*$/.test(code)) continue;
    if (!/\.(ts|tsx|js|mjs|cjs|json|md|sql|css)$|\/$/.test(code)) continue;
    if (/^(\.{1,2}\/|\/|-|@)/.test(code) || MADE_AT_RUN.has(code)) continue;
    const placeholder = code.search(/[<{*…]|NNNN/);
    if (placeholder === -1) names.push(code);
    else {
      const before = code.slice(0, placeholder);
      if (before.includes('/')) names.push(before.slice(0, before.lastIndexOf('/') + 1));
    }
  }
  // Other pages are named in prose too: "see docs/jantri-ledger.md".
  for (const [page] of text.matchAll(/\bdocs\/[\w-]+\.md\b/g)) names.push(page);
  return [...new Set(names)];
}

test('every file and folder ARCHITECTURE.md names exists', () => {
  const names = namedPlaces(doc);
  assert.ok(names.length > 100, `only ${names.length} paths found: the pattern is broken`);
  assert.deepEqual(
    names.filter((name) => !exists(name)),
    [],
  );
});

test("every @bgmi/shared entry it names is one of shared's exports", () => {
  const { exports } = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
  const entries = new Set(Object.keys(exports).map((key) => key.replace(/^\.\/?/, '')));
  // `@bgmi/shared/src/...` is named as what does not resolve.
  const named = [...doc.matchAll(/`@bgmi\/shared(?:\/([\w/*-]+))?`/g)].map(([, e]) => e ?? '');
  assert.ok(named.length > 5);
  assert.deepEqual(
    named.filter((entry) => !entries.has(entry)),
    [],
  );
});

test('every part of "The parts" is a top-level folder', () => {
  const block = doc.split('## The parts')[1]?.split('```')[1] ?? '';
  const parts = [...block.matchAll(/^([\w-]+)\/\s/gm)].map(([, part]) => part);
  assert.ok(parts.length >= 5, 'the parts block was not found');
  assert.deepEqual(
    parts.filter((part) => !fs.statSync(path.join(root, part), { throwIfNoEntry: false })),
    [],
  );
});

test('the check finds a path that does not exist', () => {
  const planted = namedPlaces('`server/src/lib/no-such-file.ts`, `routes/<area>/`, docs/gone.md');
  assert.deepEqual(planted, ['server/src/lib/no-such-file.ts', 'routes/', 'docs/gone.md']);
  assert.equal(exists('docs/gone.md'), false);
  assert.equal(exists('server/src/lib/no-such-file.ts'), false);
  assert.equal(exists('routes/'), true);
});

test("a feature's CSS file and Hindi chunk are named after its folder, as the page says", () => {
  const wrong = [];
  for (const file of tracked) {
    const feature = /^(?:shell|esports-remote|jantri-remote)\/src\/features\/([^/]+)\//.exec(
      file,
    )?.[1];
    if (!feature) continue;
    if (file.endsWith('.css') && path.basename(file) !== `${feature}.css`) wrong.push(file);
    if (!file.endsWith('/i18n.ts')) continue;
    const chunks = fs
      .readFileSync(path.join(root, file), 'utf8')
      .matchAll(/webpackChunkName: "([^"]+)"/g);
    for (const [, chunk] of chunks) if (chunk !== `${feature}-hi`) wrong.push(`${file}: ${chunk}`);
  }
  assert.deepEqual(wrong, []);
});
