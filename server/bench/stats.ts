// Figures of a series of timings, shared by the benches.

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Spread of a series as (max - min) / median, the noise figure printed beside each median. */
export function spread(values: number[]): number {
  const m = median(values);
  return m ? (Math.max(...values) - Math.min(...values)) / m : 0;
}
