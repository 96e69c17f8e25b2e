import type { GameResult } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { listGames } from '../repositories/jantri-ledger/jantri-client-repository';
import { resultsOfDay } from '../repositories/jantri-ledger/jantri-result-repository';
import { readsTogether } from '../db/reads-together';

/** Every game of the caller with the day's declared result ('' when none). */
export async function gameResultsOfDay(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<GameResult[]> {
  const [games, results] = await readsTogether(db, [
    () => listGames(db, userId),
    () => resultsOfDay(db, userId, day),
  ]);
  return games.map((game) => ({ game_name: game.gameName, result: results.get(game.id) ?? '' }));
}
