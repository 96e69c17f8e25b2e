import fs from 'node:fs';
import path from 'node:path';

// Every catalogue of the jantri side: hi has exactly en's keys, with the same ICU arguments.
function catalogues(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...catalogues(full));
    else if (entry.name === 'en.json' && path.basename(dir).startsWith('locales')) found.push(full);
    else if (entry.name === 'en.json' && full.includes(`${path.sep}locales${path.sep}`))
      found.push(full);
  }
  return found;
}

const args = (message: string) =>
  [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]).sort();

const files = catalogues(path.join(__dirname, '..'));

test('the side has its catalogues', () => {
  expect(files.length).toBeGreaterThan(15);
});

test.each(files)('%s: hi has every key of en with the same arguments', (file) => {
  const en = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const hi = JSON.parse(fs.readFileSync(file.replace(/en\.json$/, 'hi.json'), 'utf8')) as Record<
    string,
    string
  >;
  expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  for (const key of Object.keys(en)) {
    // Plural branches name `#`, not the argument again: compare the distinct names.
    expect({ key, args: [...new Set(args(hi[key]!))] }).toEqual({
      key,
      args: [...new Set(args(en[key]!))],
    });
  }
});
