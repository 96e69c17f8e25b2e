import type { ScheduleBalance } from '@bgmi/shared/server';
import { balanceReport, balanceWords } from './balance-words';

// The rotation schedule (issue 22): rounds in which every group plays once, lobbies of
// `perMatch` groups. Two per lobby uses the circle method, so every pair meets once per cycle of
// G-1 rounds (G rounds with a bye when G is odd); more per lobby is greedy (fewest meetings so
// far), and the report says when the pairs do not meet equally often.

export interface Rotation {
  /** Rounds, each a list of lobbies, each a list of group indexes. */
  rounds: number[][][];
  balance: ScheduleBalance;
}

function circleRound(groupCount: number, round: number): number[][] {
  const n = groupCount % 2 === 0 ? groupCount : groupCount + 1;
  const spin = round % (n - 1);
  const ring = Array.from({ length: n - 1 }, (_, i) => (i + spin) % (n - 1));
  const pairs: [number, number][] = [[n - 1, ring[0]!]];
  for (let i = 1; i <= (n - 2) / 2; i += 1) pairs.push([ring[i]!, ring[n - 1 - i]!]);
  // The extra index n-1 of an odd count is the bye: that group sits this round out.
  return pairs
    .filter(([a, b]) => a < groupCount && b < groupCount)
    .map(([a, b]) => (a < b ? [a, b] : [b, a]));
}

function greedyRound(groupCount: number, perMatch: number, round: number, met: Uint16Array) {
  const free = new Set(Array.from({ length: groupCount }, (_, i) => (i + round) % groupCount));
  const lobbies: number[][] = [];
  while (free.size) {
    const first = free.values().next().value!;
    free.delete(first);
    const lobby = [first];
    while (lobby.length < perMatch && free.size) {
      let best = -1;
      let bestScore = Infinity;
      for (const candidate of free) {
        let score = 0;
        for (const member of lobby) score += met[member * groupCount + candidate]!;
        if (score < bestScore) [best, bestScore] = [candidate, score];
      }
      free.delete(best);
      lobby.push(best);
    }
    for (const a of lobby) for (const b of lobby) if (a !== b) met[a * groupCount + b]! += 1;
    lobbies.push(lobby);
  }
  return lobbies;
}

export function pairMeetings(groupCount: number, rounds: number[][][]) {
  const met = new Uint32Array(groupCount * groupCount);
  for (const round of rounds)
    for (const lobby of round)
      for (let i = 0; i < lobby.length; i += 1)
        for (let j = i + 1; j < lobby.length; j += 1) {
          const [a, b] = [lobby[i]!, lobby[j]!];
          met[Math.min(a, b) * groupCount + Math.max(a, b)]! += 1;
        }
  let min = Infinity;
  let max = 0;
  for (let a = 0; a < groupCount; a += 1)
    for (let b = a + 1; b < groupCount; b += 1) {
      const value = met[a * groupCount + b]!;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  return { min: min === Infinity ? 0 : min, max };
}

export function rotation(groupCount: number, perMatch: number, roundCount: number): Rotation {
  const rounds: number[][][] = [];
  if (perMatch <= 1) {
    for (let r = 0; r < roundCount; r += 1)
      rounds.push(Array.from({ length: groupCount }, (_, g) => [g]));
    const alone =
      roundCount === 1 ? balanceWords('alone_one') : balanceWords('alone', { rounds: roundCount });
    return { rounds, balance: balanceReport(true, 0, 0, [alone]) };
  }
  const met = new Uint16Array(groupCount * groupCount);
  for (let r = 0; r < roundCount; r += 1) {
    rounds.push(
      perMatch === 2 ? circleRound(groupCount, r) : greedyRound(groupCount, perMatch, r, met),
    );
  }
  const { min, max } = pairMeetings(groupCount, rounds);
  const cycle = groupCount % 2 === 0 ? groupCount - 1 : groupCount;
  if (min === max) {
    const even = min === 1 ? balanceWords('even_one') : balanceWords('even', { min });
    return { rounds, balance: balanceReport(true, min, max, [even]) };
  }
  const hint = perMatch === 2 ? balanceWords('hint_cycle', { cycle }) : balanceWords('hint_none');
  const uneven = balanceWords('uneven', { min, max });
  return { rounds, balance: balanceReport(false, min, max, [uneven, hint]) };
}
