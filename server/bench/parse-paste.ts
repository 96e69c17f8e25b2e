import { parseBets } from '@bgmi/shared/jantri-calculators';
import { makePaste } from '../../shared/src/jantri/__tests__/fixtures/mixed-paste';
// The parser as it was before the speed work (issue 11), kept for the golden test: timed in the
// same run, so the gain can be read on a loaded machine.
import { parseBets as parseBetsBefore } from '../../shared/src/jantri/__tests__/reference/parser';

/** The cheapest pass over the same text (split and one regex per line), to compare with. */
function baseline(paste: string): number {
  let numbers = 0;
  for (const line of paste.split('\n')) numbers += line.match(/\d+/g)?.length ?? 0;
  return numbers;
}

/**
 * Mean wall time of `runs` calls after a warm-up, and the process CPU time of the same calls:
 * on a shared machine the wall time also counts the time other processes held the CPU.
 */
function timeOf(fn: () => unknown, runs = 5): { ms: number; cpuMs: number } {
  fn(); // warm-up
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let run = 0; run < runs; run += 1) fn();
  const ms = (performance.now() - started) / runs;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000 / runs };
}

export function benchParse(): void {
  const paste = makePaste();
  const distinct = new Set(paste.split('\n')).size;
  const base = timeOf(() => baseline(paste));
  let entries = 0;
  let errors = 0;
  const parse = timeOf(() => {
    const result = parseBets(paste);
    entries = result.entries.length;
    errors = result.errors.length;
  });
  const before = timeOf(() => parseBetsBefore(paste));
  console.log(
    `parse 10,000-line mixed paste (${distinct} distinct lines, ${(paste.length / 1024).toFixed(0)} KiB): ` +
      `${parse.ms.toFixed(1)} ms per paste (${((10_000 / parse.ms) * 1000).toFixed(0)} lines/s, ` +
      `CPU ${parse.cpuMs.toFixed(1)} ms), ${entries} bet records, ${errors} refused lines; ` +
      `baseline split + one regex per line: ${base.ms.toFixed(1)} ms (CPU ${base.cpuMs.toFixed(1)} ms); ` +
      `parse = ${(parse.ms / base.ms).toFixed(1)}x baseline (CPU ${(parse.cpuMs / base.cpuMs).toFixed(1)}x); ` +
      `parser before the speed work: ${before.ms.toFixed(1)} ms (CPU ${before.cpuMs.toFixed(1)} ms)`,
  );
}
