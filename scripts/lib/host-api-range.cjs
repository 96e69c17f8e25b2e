// Does a host API version meet the range a remote's deploy says it needs ("^1.2.0", ">=1.2.0",
// "1.2.0")? The one home of the rule: the static server (deploy-page.mjs) leaves out the first
// paint of a side the shell cannot run (it would show a page, then the refusal), and the shell
// (shell/src/app/host-api-range.ts, typed by host-api-range.d.cts) refuses to mount it.
function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim());
  return match ? match.slice(1, 4).map(Number) : null;
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** @param {string} version  what the shell provides @param {string | undefined} range */
function satisfies(version, range) {
  if (!range) return true;
  const have = parse(version);
  const text = range.trim();
  const want = parse(text.replace(/^(\^|>=)/, ''));
  if (!have || !want) return false;
  if (text.startsWith('>=')) return compare(have, want) >= 0;
  if (text.startsWith('^')) return have[0] === want[0] && compare(have, want) >= 0;
  return compare(have, want) === 0;
}

module.exports = { satisfies };
