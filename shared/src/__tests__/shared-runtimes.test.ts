import fs from 'node:fs';
import path from 'node:path';

// Browser builds share TanStack Query and react-router-dom as the calls the sides make
// (react-query-runtime.ts, router-runtime.ts; scripts/webpack/shared-packages.js): a call a runtime file does not
// list would be undefined in the browser only. Every value the browser packages' sources import
// from those packages must be listed there.
const root = path.resolve(__dirname, '..', '..', '..');
const RUNTIMES = {
  '@tanstack/react-query': 'shared/src/react-query-runtime.ts',
  'react-router-dom': 'shared/src/router-runtime.ts',
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The value names a source imports (or re-exports) from a package, type-only ones left out.
 */
function importedValues(text: string, pkg: string, word = 'import'): string[] {
  const from = new RegExp(`${word}\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  return [...text.matchAll(from)].flatMap((match) =>
    match[1]
      ? []
      : match[2]!
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0]!)
          .filter((name) => name && !name.startsWith('type ')),
  );
}

test.each(Object.entries(RUNTIMES))('every call of %s is in %s', (pkg, file) => {
  const listed = new Set(
    importedValues(fs.readFileSync(path.join(root, file), 'utf8'), pkg, 'export'),
  );
  expect(listed.size).toBeGreaterThan(3);
  const missing = new Set<string>();
  for (const side of ['shared', 'shell', 'esports-remote', 'jantri-remote']) {
    for (const source of sources(path.join(root, side, 'src'))) {
      const text = fs.readFileSync(source, 'utf8');
      // Only the runtime file itself may import the package another way (default, namespace).
      if (source !== path.join(root, file))
        expect(text).not.toMatch(new RegExp(`import\\s+(\\*|\\w+)[^{]*from\\s+'${pkg}'`));
      for (const name of importedValues(text, pkg)) if (!listed.has(name)) missing.add(name);
    }
  }
  expect([...missing]).toEqual([]);
});
