import type { ScheduleBalance } from '@bgmi/shared/server';
import { badRequest } from '../../lib/http-error';
import { balanceReport, balanceWords } from './balance-words';
import type { Rotation } from './schedule';

const refuse = (message: string) => badRequest(`rotation_table: ${message}`, 'rotation_table');

/**
 * A rotation table typed by the organiser (issue 22: the published table of a league, as an
 * alternative to the generated one): one line per round, lobbies split by `;`, the groups of a
 * lobby by spaces or commas. Group names are the stage's (A, B, ... AA), any case. Answers the
 * rounds as group indexes and how evenly the pairs of groups meet.
 */
export function parseRotationTable(text: string, groupNames: string[]): Rotation {
  const index = new Map(groupNames.map((name, i) => [name.toUpperCase(), i]));
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.length) throw refuse('type at least one line');
  const rounds = lines.map((line, r) => {
    const seen = new Set<number>();
    return line.split(/[;|]/).map((lobbyText) => {
      const names = lobbyText.split(/[\s,]+|\bvs\b/i).filter(Boolean);
      if (!names.length) throw refuse(`line ${r + 1} has an empty lobby`);
      return names.map((name) => {
        const g = index.get(name.toUpperCase());
        if (g === undefined) throw refuse(`line ${r + 1}: there is no group ${name}`);
        if (seen.has(g)) throw refuse(`line ${r + 1}: group ${name} plays twice in one round`);
        seen.add(g);
        return g;
      });
    });
  });
  return { rounds, balance: tableBalance(rounds, groupNames) };
}

function tableBalance(rounds: number[][][], groupNames: string[]): ScheduleBalance {
  const n = groupNames.length;
  const met = new Uint16Array(n * n);
  const played = new Set<number>();
  for (const lobby of rounds.flat()) {
    for (const g of lobby) played.add(g);
    for (const a of lobby) for (const b of lobby) if (a < b) met[a * n + b]! += 1;
  }
  let min = Infinity;
  let max = 0;
  for (let a = 0; a < n; a += 1)
    for (let b = a + 1; b < n; b += 1) {
      min = Math.min(min, met[a * n + b]!);
      max = Math.max(max, met[a * n + b]!);
    }
  if (n < 2) min = max = 0;
  const lobbies = rounds.flat().length;
  const idle = groupNames.filter((_, g) => !played.has(g));
  const counts = { matches: lobbies, rounds: rounds.length, min, max };
  const meets =
    min !== max
      ? balanceWords('table_uneven', counts)
      : min === 1
        ? balanceWords('table_even_one', counts)
        : balanceWords('table_even', counts);
  const never = idle.length ? [balanceWords('idle', { groups: idle.join(', ') })] : [];
  return balanceReport(min === max && !idle.length, min, max, [meets, ...never]);
}
