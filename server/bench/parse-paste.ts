import { parseBets } from '@bgmi/shared/server';
import { median } from './stats';
import { makePaste } from '../../shared/src/jantri/__tests__/fixtures/mixed-paste';

/** The cheapest pass over the same text (split and one regex per line), to compare with. */
function baseline(paste: string): number {
  let numbers = 0;
  for (const line of paste.split('\n')) numbers += line.match(/\d+/g)?.length ?? 0;
  return numbers;
}

/**
 * A fair anchor without a second parser in code (issue 24: the frozen old parser is gone): a
 * plain tokenisation of the same text, every line cut into digit runs, letter runs and single
 * other characters, each token kept as a string, which is the least any bet parser must do.
 */
function tokenPass(paste: string): number {
  let tokens = 0;
  for (const line of paste.split('\n')) {
    const found = line.toLowerCase().match(/\d+|[a-z]+|\p{sc=Deva}+|\S/gu);
    tokens += found?.length ?? 0;
  }
  return tokens;
}

/**
 * Median wall time and median process CPU time of `runs` calls, after `warmups` calls that let the
 * JIT settle (a server parses in a warm process). The median, not the mean: on a shared machine
 * one call now and then waits for the CPU or meets a major collection, which says nothing about
 * the parser. The first call of a cold process is printed apart.
 */
function timeOf(fn: () => unknown, runs = 21, warmups = 3): { ms: number; cpuMs: number } {
  for (let run = 0; run < warmups; run += 1) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const cpuAt = process.cpuUsage();
    const started = performance.now();
    fn();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuAt);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: median(wall), cpuMs: median(cpu) };
}

/** The first call in this process: what a freshly started server pays once. */
function coldTime(fn: () => unknown): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

export function benchParse(): void {
  const paste = makePaste();
  const distinct = new Set(paste.split('\n')).size;
  const coldMs = coldTime(() => parseBets(paste));
  const base = timeOf(() => baseline(paste));
  let entries = 0;
  let errors = 0;
  const parse = timeOf(() => {
    const result = parseBets(paste);
    entries = result.entries.length;
    errors = result.errors.length;
  });
  const tokens = timeOf(() => tokenPass(paste));
  console.log(
    `parse 10,000-line mixed paste (${distinct} distinct lines, ${(paste.length / 1024).toFixed(0)} KiB): ` +
      `median ${parse.ms.toFixed(1)} ms per paste of 21 after 3 warm-ups (first, cold: ${coldMs.toFixed(1)} ms; ${((10_000 / parse.ms) * 1000).toFixed(0)} lines/s, ` +
      `CPU ${parse.cpuMs.toFixed(1)} ms), ${entries} bet records, ${errors} refused lines; ` +
      `baseline split + one regex per line: ${base.ms.toFixed(1)} ms (CPU ${base.cpuMs.toFixed(1)} ms); ` +
      `parse = ${(parse.ms / base.ms).toFixed(1)}x baseline (CPU ${(parse.cpuMs / base.cpuMs).toFixed(1)}x); ` +
      `tokenisation pass (split, one regex of tokens per line): ${tokens.ms.toFixed(1)} ms (CPU ${tokens.cpuMs.toFixed(1)} ms); ` +
      `parse = ${(parse.ms / tokens.ms).toFixed(1)}x tokenisation`,
  );
}
