import fs from 'node:fs';
import path from 'node:path';
import { z } from '../zod-runtime';

// Browser builds resolve `zod` to the page's shared zod-runtime (scripts/webpack/shared-packages.js), which lists
// the zod calls the schemas make: a call it lacks would be undefined in the browser only. Every
// `z.<name>` used as a value in the browser packages' sources must be there.
const root = path.resolve(__dirname, '..', '..', '..');
const TYPE_ONLY = new Set(['infer', 'input', 'output', 'ZodType', 'ZodError']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('every zod call of the browser packages is in the shared zod-runtime', () => {
  const used = new Set<string>();
  for (const pkg of ['shared', 'shell', 'esports-remote', 'jantri-remote']) {
    for (const file of sources(path.join(root, pkg, 'src'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z]+)/g))
        used.add(match[1]!);
    }
  }
  const missing = [...used].filter((name) => !TYPE_ONLY.has(name) && !(name in z));
  expect(missing).toEqual([]);
});
