import type { Database } from '../db/database';
import {
  findOpenRound,
  ownBetTotals,
} from '../repositories/platform-game/platform-game-repository';
import { findUserById } from '../repositories/user/user-repository';
import { loadUserData } from './user-profile';
import { roundToWire, serverTime, totalsInRupees, updatedWallet } from '../wire/platform-game';
import { readsTogether } from '../db/reads-together';

/**
 * The running round as one user sees it: its id, end, published seed hash, the user's own bets
 * per number, their clients, games and wallet. Sent on socket connect and by `game-session`.
 */
export async function userRoundDetails(database: Database, userId: string, roundSeconds: number) {
  const db = database.db;
  const [open, user] = await readsTogether(db, [
    () => findOpenRound(db),
    () => findUserById(db, userId),
  ]);
  const data = user ? await loadUserData(db, user) : null;
  const totals = open ? await ownBetTotals(db, userId, open.id) : {};
  return {
    ...roundToWire(open),
    bet_numbers: totalsInRupees(totals),
    ...serverTime(new Date()),
    round_seconds: roundSeconds,
    user_clients: data?.user_clients ?? [],
    user_games: data?.user_games ?? [],
    ...updatedWallet(user?.walletPaise ?? 0),
  };
}
