import { todayInIndia } from '@bgmi/shared/server';
import { parseBets } from '@bgmi/shared/server';
import type { Tx } from '../db/database';
import { insertBetRecords } from '../repositories/jantri-ledger/jantri-bet-repository';
import { insertClient, insertGame } from '../repositories/jantri-ledger/jantri-client-repository';
import { insertLainDain } from '../repositories/jantri-ledger/jantri-hisab-repository';
import { upsertResult } from '../repositories/jantri-ledger/jantri-result-repository';
import { settleGameResult } from '../services/settlement';
import type { DemoUsers } from './demo-users';

const CLIENTS = [
  { name: 'Ramesh', lc: 10, passingRate: 90, patti: 20 },
  { name: 'Suresh', lc: 5, passingRate: 95, patti: 10 },
  { name: 'Mahesh', lc: 0, passingRate: 90, patti: 0 },
];
const GAMES = [
  { name: 'Delhi Bazar', short: 'DB' },
  { name: 'Shri Ganesh', short: 'SG' },
  { name: 'Faridabad', short: 'FB' },
  { name: 'Gali', short: 'GL' },
];
const SHEETS = [
  '12,21,34(50)\ncrossing 123 joda cut (10)\nA 1(100)\nB 2(100)',
  '05 15 25=20\n10-19(5)\n45,54(30) palat',
  'batta 12 34 (10)\n77 x 40\nbahar 7(60)',
];

/** The demo operator (ledger_operator): clients, games, sheets, yesterday's result and a receipt. */
export async function seedJantri(tx: Tx, users: DemoUsers): Promise<void> {
  const userId = users.operator.id;
  const clients = [];
  for (const client of CLIENTS) {
    clients.push(
      await insertClient(tx, userId, client.name, {
        lc: client.lc,
        passingRate: client.passingRate,
        patti: client.patti,
      }),
    );
  }
  const games = [];
  for (const game of GAMES) games.push(await insertGame(tx, userId, game.name, game.short));

  for (const [index, client] of clients.entries()) {
    for (const game of games.slice(0, 2)) {
      const parsed = parseBets(SHEETS[index % SHEETS.length]!);
      await insertBetRecords(
        tx,
        userId,
        parsed.entries.map((entry) => ({
          clientId: client.id,
          gameId: game.id,
          betType: entry.bet_type,
          betNumbers: entry.bet_numbers,
          hrufType: entry.hruf_type ?? null,
          source: entry.source,
          amountsPaise: entry.amounts,
          totalPaise: entry.totalPaise,
        })),
      );
    }
  }

  // Yesterday's Delhi Bazar result, settled, so hisab kitab and laser book have a day to show.
  const yesterday = todayInIndia(new Date(Date.now() - 86_400_000));
  await upsertResult(tx, userId, games[0]!.id, yesterday, '45');
  await settleGameResult(tx, userId, games[0]!, yesterday, '45');
  await insertLainDain(tx, userId, {
    clientName: 'Ramesh',
    type: 'receive',
    receiveType: 'cash',
    amountPaise: 20_000,
    entryDate: yesterday,
  });
}
