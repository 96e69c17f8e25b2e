import { paiseToRupees } from '@bgmi/shared/server';
import type { GameRoundRow } from '../repositories/platform-game/platform-game-repository';

// The number game's round is `round` in the code and the database; the spec's wire names call it
// a session (`session_id`, `current_session_id`). This file and betInput
// (services/platform-game-bets.ts) are the only places that map one to the other.

/** A finished round with its commitment and revealed seed. */
export function toSettledRound(row: GameRoundRow) {
  return {
    session_id: row.id,
    seed_hash: row.seedHash,
    seed: row.seed,
    winning_number: row.winningNumber ?? '',
    result_source: row.resultSource ?? 'draw',
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

/** The running round as every answer and push names it (none: nulls). */
export const roundToWire = (open: GameRoundRow | null) => ({
  current_session_id: open?.id ?? null,
  ends_at: open?.endsAt.toISOString() ?? null,
  seed_hash: open?.seedHash ?? null,
});

/** A wallet balance as the answers and pushes that change it carry it. */
export const updatedWallet = (paise: number) => ({ updated_wallet: paiseToRupees(paise) });

/** A bettor's totals per number, in rupees. */
export function totalsInRupees(totals: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(totals).map(([key, paise]) => [key, paiseToRupees(paise)]),
  );
}

/** The server's clock as the round answer carries it (the page times the round with it). */
export const serverTime = (now: Date) => ({ server_time: now.toISOString() });

/** A round as the admin CLI lists it: the open one keeps its seed secret. */
export const toCliRound = (row: GameRoundRow) =>
  row.status === 'open'
    ? {
        id: row.id,
        status: 'open',
        ends: row.endsAt.toISOString(),
        seed_hash: row.seedHash,
        declared: row.declaredNumber ?? '',
        winning: '',
        seed: '(secret until the end)',
      }
    : {
        id: row.id,
        status: row.status,
        ends: row.endsAt.toISOString(),
        seed_hash: row.seedHash,
        declared: row.declaredNumber ?? '',
        winning: `${row.winningNumber} (${row.resultSource})`,
        seed: row.seed,
      };

/** The admin CLI's word on a new round. */
export const roundOpenText = (row: GameRoundRow) =>
  `Round ${row.id} is open until ${row.endsAt.toISOString()}`;
