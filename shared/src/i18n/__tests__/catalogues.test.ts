import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

// DESIGN section 9: every catalogue of every side has its Hindi; a key of `en` missing from `hi`,
// an extra one, or a message whose values differ between the two fails here, naming it.
const ROOT = path.resolve(__dirname, '../../../..');
const PACKAGES = ['shared', 'shell', 'esports-remote', 'jantri-remote'];

function catalogueFolders(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    const here = fs.existsSync(path.join(full, 'en.json')) ? [full] : [];
    return [...here, ...catalogueFolders(full)];
  });
}

const folders = PACKAGES.flatMap((name) => catalogueFolders(path.join(ROOT, name, 'src')));
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

/** The names of a message's values (plural and select arguments included), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0) names.add(String(element.value));
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

test('the catalogues are found (the shell, shared and both sides)', () => {
  const relative = folders.map((folder) => path.relative(ROOT, folder));
  expect(relative).toEqual(expect.arrayContaining(['shell/src/locales', 'shared/src/ui/locales']));
});

test.each(folders.map((folder) => [path.relative(ROOT, folder), folder]))(
  '%s: hi has every key of en, no other, with the same values',
  (_name, folder) => {
    const en = read(path.join(folder, 'en.json'));
    const hi = read(path.join(folder, 'hi.json'));
    expect({ missing: Object.keys(en).filter((key) => !(key in hi)) }).toEqual({ missing: [] });
    expect({ extra: Object.keys(hi).filter((key) => !(key in en)) }).toEqual({ extra: [] });
    for (const [key, message] of Object.entries(en)) {
      expect([key, argumentsOf(hi[key]!)]).toEqual([key, argumentsOf(message)]);
      expect([key, hi[key]!.trim().length > 0]).toEqual([key, true]);
    }
  },
);
