import { createHash, randomBytes } from 'node:crypto';

/**
 * The commit-reveal draw of the platform game (DESIGN section 5), kept tiny so anyone can redo
 * it: a round opens with `seed_hash = sha256(seed)` published; when it ends the seed is revealed
 * and `winning_number = sha256('draw:' + seed) as a big number mod 100`, two digits.
 * The server cannot pick a number after seeing the bets without breaking the published hash.
 */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

export function hashSeed(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

export function drawNumberFromSeed(seed: string): string {
  const digest = createHash('sha256').update(`draw:${seed}`, 'utf8').digest('hex');
  return String(BigInt(`0x${digest}`) % 100n).padStart(2, '0');
}
