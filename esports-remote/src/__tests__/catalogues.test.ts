import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// Every catalogue of the side (src/locales, src/features/*/locales): the Hindi has every key of
// the English with the same ICU arguments (DESIGN section 9).
const SRC = path.join(__dirname, '..');

function catalogueDirs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory() || name === 'node_modules') return [];
    return name === 'locales' ? [full] : catalogueDirs(full);
  });
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

test.each(catalogueDirs(SRC))('%s: hi has every key of en, same arguments', (dir) => {
  const en = read(path.join(dir, 'en.json'));
  const hi = read(path.join(dir, 'hi.json'));
  expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  for (const key of Object.keys(en)) {
    const want = [...argumentsOf(parse(en[key] ?? ''))].sort();
    expect([key, [...argumentsOf(parse(hi[key] ?? ''))].sort()]).toEqual([key, want]);
  }
});
