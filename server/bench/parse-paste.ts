import { parseBets } from '@bgmi/shared/src/jantri/calculators';

const two = (n: number) => String(n % 100).padStart(2, '0');

/**
 * A 10,000-line paste of every form of DESIGN section 5, as operators copy it from WhatsApp:
 * export prefixes, market headers, digit runs, crossings (keyword and count), digit cross,
 * haruf in both word orders, lines carried to the next amount, palat lines and total lines.
 * The numbers and amounts change with the line number, so almost no two lines are the same.
 */
export function makePaste(lines = 10_000): string {
  const forms = [
    (i: number) =>
      `[${(i % 12) + 1}:${two(i)} pm, 28/09/2026] Ravi: ${two(i)},${two(i * 7)},11(${(i % 97) + 1})`,
    (i: number) => `28/09/26, 12:${two(i)} - Ravi: ${two(i)} 45 ${two(i * 3)}=${(i % 50) + 10}`,
    (i: number) => `${two(i)},${two(i + 33)}(${(i % 9) + 1}0) palat`,
    (i: number) => `crossing ${i % 10}${(i + 3) % 10}${(i + 5) % 10} joda cut (${(i % 40) + 5})`,
    (i: number) => `${i % 10}${(i + 1) % 10}${(i + 4) % 10}=6=${(i % 30) + 5}`,
    (i: number) => `${two(i)}-${two(i * 13 + 7)}=${(i % 70) + 10}`,
    (i: number) => `${i % 10} A = ${(i % 20) * 10 + 10} B ${(i + 3) % 10}(${(i % 60) + 1})`,
    (i: number) => `${two(i)}${two(i * 3)}${two(i * 7)} into ${(i % 45) + 5}`,
    (i: number) => `${two(i * 11)} ${two(i * 17)}`, // carried to the next line's amount
    (i: number) => `${two(i)} ${two(i + 1)} ${(i % 400) + 100}`,
    (i: number) =>
      `batta ${i % 10}${(i + 2) % 10} ${(i + 5) % 10}${(i + 7) % 10} (${(i % 25) + 5})`,
    (i: number) => `${two(i)}*${two(i + 9)}*${two(i + 18)}*${(i % 30) + 5}`,
    (i: number) => `१२,४५*${(i % 80) + 10}`,
    (i: number) => (i % 3 === 0 ? 'FB' : `Gb=${two(i)}(${(i % 99) + 1})`),
  ];
  return Array.from({ length: lines }, (_, i) => forms[i % forms.length]!(i)).join('\n');
}

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
