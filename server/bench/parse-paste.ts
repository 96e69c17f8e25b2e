import { parseBets } from '@bgmi/shared/src/jantri/calculators';

/** A 10,000-line paste of every form, as operators copy it from chats. */
export function makePaste(lines = 10_000): string {
  const forms = [
    (i: number) =>
      `${String(i % 100).padStart(2, '0')},${String((i * 7) % 100).padStart(2, '0')},11(20)`,
    (i: number) => `${String(i % 100).padStart(2, '0')} 45 67=${(i % 50) + 10}`,
    (i: number) => `12,45(${(i % 9) + 1}0) palat`,
    () => 'crossing 1234 joda cut (10)',
    () => 'batta 12 345 (5)',
    (i: number) => `${i % 90}-${(i % 90) + 9}(5)`,
    (i: number) => `A ${i % 10}(100) B ${(i + 3) % 10}(50)`,
    () => '१२,४५*२०',
  ];
  return Array.from({ length: lines }, (_, i) => forms[i % forms.length]!(i)).join('\n');
}

export function benchParse(): void {
  const paste = makePaste();
  parseBets(makePaste(200)); // warm-up
  const runs = 5;
  const started = performance.now();
  let entries = 0;
  for (let run = 0; run < runs; run += 1) entries = parseBets(paste).entries.length;
  const ms = (performance.now() - started) / runs;
  console.log(
    `parse 10,000-line paste: ${ms.toFixed(1)} ms per paste (${((10_000 / ms) * 1000).toFixed(0)} lines/s), ` +
      `${entries} bet records, ${(paste.length / 1024).toFixed(0)} KiB`,
  );
}
