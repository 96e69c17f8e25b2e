// Drawing teams into groups (issue 22): registration order or a random draw whose seed is shown,
// so anyone given the seed and the registration list can repeat the draw and check it.

/** A small seeded generator (mulberry32 over an FNV-1a hash of the seed text). */
export function seededRandom(seed: string): () => number {
  let hash = 0x811c9dc5;
  for (const char of seed) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let state = hash;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with the seeded generator: the same seed and list give the same order. */
export function shuffleWithSeed<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A, B, … Z, AA, AB, … (spreadsheet column names). */
export function groupName(index: number): string {
  let name = '';
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/**
 * Splits ordered teams into the fewest groups of at most `size`, sizes differing by at most one.
 * `blocks` keeps neighbours together (1-16 in A); `snake` spreads the order (1 A, 2 B, … back),
 * used when a stage is filled from the previous stage's ranking so the top teams are apart.
 */
export function splitIntoGroups<T>(
  ordered: readonly T[],
  size: number,
  mode: 'blocks' | 'snake' = 'blocks',
): T[][] {
  if (!ordered.length) return [];
  const count = Math.ceil(ordered.length / size);
  const groups: T[][] = Array.from({ length: count }, () => []);
  if (mode === 'snake') {
    ordered.forEach((item, index) => {
      const round = Math.floor(index / count);
      const at = index % count;
      groups[round % 2 === 0 ? at : count - 1 - at]!.push(item);
    });
    return groups;
  }
  const base = Math.floor(ordered.length / count);
  const extra = ordered.length % count;
  let from = 0;
  for (let g = 0; g < count; g += 1) {
    const take = base + (g < extra ? 1 : 0);
    groups[g] = ordered.slice(from, from + take);
    from += take;
  }
  return groups;
}

/** A seed to show when the organiser gives none: 8 hex digits. */
export function newSeed(): string {
  return Math.floor(Math.random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
}
