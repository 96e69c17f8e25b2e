import { todayInIndia } from '@bgmi/shared/server';
import { openDatabase, type DatabaseOptions } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import {
  insertBetRecords,
  type NewBetRecord,
} from '../src/repositories/jantri-ledger/jantri-bet-repository';
import {
  insertClient,
  insertGame,
} from '../src/repositories/jantri-ledger/jantri-client-repository';
import { insertUser } from '../src/repositories/user/user-repository';
import { settleGameResult } from '../src/services/settlement';

const CLIENTS = 1000;
const GAMES = 10;
/** Issue 14's acceptance: settling 1,000 clients x 10 games stays under 1 s. */
const GOAL_MS = 1000;

/**
 * Settles 1,000 clients x 10 games on an in-memory PGlite, and on PostgreSQL too when
 * BENCH_DATABASE_URL is set: one result per game, each settling every client's sheet into hisab
 * rows in one transaction. The figure is printed beside its goal.
 */
export async function benchSettle(): Promise<void> {
  await settleOn({ dataDir: 'memory' });
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await settleOn({ url });
}

async function settleOn(options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  await migrate(database);
  const setupStart = performance.now();
  const { ownerId, games } = await database.transaction(async (tx) => {
    const owner = await insertUser(tx, {
      username: `bench_${Date.now()}`,
      bgmiUserId: `bench_${Date.now()}`,
      name: 'Bench',
      email: 'bench@example.com',
      phone: '9999999999',
      passwordHash: 'x',
    });
    const games = [];
    for (let g = 0; g < GAMES; g += 1)
      games.push(await insertGame(tx, owner.id, `Game ${g}`, `G${g}`));
    for (let c = 0; c < CLIENTS; c += 1) {
      const client = await insertClient(tx, owner.id, `Client ${c}`, {
        lc: 10,
        passingRate: 90,
        patti: 20,
      });
      await insertBetRecords(
        tx,
        owner.id,
        games.flatMap((game): NewBetRecord[] => [
          {
            clientId: client.id,
            gameId: game.id,
            betType: 'jodi' as const,
            betNumbers: '12,21,34',
            hrufType: null,
            source: '',
            amountsPaise: { '12': 5000, '21': 5000, '34': 5000 },
            totalPaise: 15000,
          },
          {
            clientId: client.id,
            gameId: game.id,
            betType: 'hruf' as const,
            betNumbers: '1',
            hrufType: 'andar' as const,
            source: '',
            amountsPaise: { '1': 10000 },
            totalPaise: 10000,
          },
        ]),
      );
    }
    return { ownerId: owner.id, games };
  });
  const setupMs = performance.now() - setupStart;

  const day = todayInIndia();
  const started = performance.now();
  let rows = 0;
  for (const game of games) {
    rows += await database.transaction((tx) => settleGameResult(tx, ownerId, game, day, '12'));
  }
  const ms = performance.now() - started;
  console.log(
    `settle ${CLIENTS} clients x ${GAMES} games (${database.kind}): ${ms.toFixed(0)} ms ` +
      `(goal < ${GOAL_MS} ms: ${ms < GOAL_MS ? 'met' : 'NOT met'}), ${rows} hisab rows, ` +
      `${(ms / GAMES).toFixed(0)} ms per result (setup ${(setupMs / 1000).toFixed(1)} s)`,
  );
  await database.close();
}
