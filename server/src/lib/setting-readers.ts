// The checking readers config.ts reads settings with; each is given what it reads (only config.ts
// reads process.env). A value the setting does not take stops the server at start, naming it.

const DURATION_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** BACKUP_EVERY: `0` (off), or a whole number with s, m, h or d (`6h`, `1d`); else no start. */
export function parseDuration(name: string, value: string | undefined, fallback: string): number {
  const text = (value ?? '').trim().toLowerCase() || fallback;
  if (text === '0' || text === 'off') return 0;
  const match = /^(\d+)\s*([smhd])$/.exec(text);
  if (!match || Number(match[1]) === 0)
    throw new Error(
      `${name} must be 0 (off) or a whole number with s, m, h or d, like 6h (got "${value}")`,
    );
  return Number(match[1]) * DURATION_UNITS[match[2]!]!;
}

/**
 * A setting that is one of a few words (any case, default when unset). An unknown word stops the
 * server at start, so a typo never silently picks one.
 */
export function parseChoice<T extends string>(
  name: string,
  value: string | undefined,
  choices: readonly T[],
  fallback: T,
  consequence = '',
): T {
  const choice = (value ?? '').trim().toLowerCase() || fallback;
  if ((choices as readonly string[]).includes(choice)) return choice as T;
  const listed = `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
  throw new Error(`${name} must be ${listed} (got "${value}")${consequence}`);
}

/** A comma-separated list (CORS_ORIGINS, TRUST_PROXY's addresses); empty items are dropped. */
export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A whole number setting that must be at least `min`; anything else stops the server at start. */
export function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min} (got "${text}")`);
  return value;
}
