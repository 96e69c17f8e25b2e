import { parseBets } from '@bgmi/shared/src/jantri/calculators';
import { makePaste } from '@bgmi/shared/src/jantri/__tests__/fixtures/mixed-paste';

/** The cheapest pass over the same text (split and one regex per line), to compare with. */
function baseline(paste: string): number {
  let numbers = 0;
  for (const line of paste.split('\n')) numbers += line.match(/\d+/g)?.length ?? 0;
  return numbers;
}

function timeOf(fn: () => unknown, runs = 5): number {
  fn(); // warm-up
  const started = performance.now();
  for (let run = 0; run < runs; run += 1) fn();
  return (performance.now() - started) / runs;
}

export function benchParse(): void {
  const paste = makePaste();
  const distinct = new Set(paste.split('\n')).size;
  const baseMs = timeOf(() => baseline(paste));
  let entries = 0;
  let errors = 0;
  const ms = timeOf(() => {
    const result = parseBets(paste);
    entries = result.entries.length;
    errors = result.errors.length;
  });
  console.log(
    `parse 10,000-line mixed paste (${distinct} distinct lines, ${(paste.length / 1024).toFixed(0)} KiB): ` +
      `${ms.toFixed(1)} ms per paste (${((10_000 / ms) * 1000).toFixed(0)} lines/s), ` +
      `${entries} bet records, ${errors} refused lines; ` +
      `baseline split + one regex per line: ${baseMs.toFixed(1)} ms (parse = ${(ms / baseMs).toFixed(1)}x baseline)`,
  );
}
