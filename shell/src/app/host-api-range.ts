// Does the host API this shell provides meet the range a remote's deploy needs ("^1.2.0",
// ">=1.2.0", "1.2.0")? The same rule as scripts/lib/host-api-range.cjs (the static server's).
function parse(version: string): number[] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? match.slice(1, 4).map(Number) : null;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

export function satisfies(version: string, range: string | undefined): boolean {
  if (!range) return true;
  const have = parse(version);
  const text = range.trim();
  const want = parse(text.replace(/^(\^|>=)/, ''));
  if (!have || !want) return false;
  if (text.startsWith('>=')) return compare(have, want) >= 0;
  if (text.startsWith('^')) return have[0] === want[0] && compare(have, want) >= 0;
  return compare(have, want) === 0;
}
