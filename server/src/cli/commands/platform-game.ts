import { normalizePosition } from '@bgmi/shared/server';
import { loadConfig } from '../../config';
import { badRequest, notFound } from '../../lib/http-error';
import {
  declareNumber,
  findOpenRound,
  listSettledRounds,
} from '../../repositories/platform-game/platform-game-repository';
import { advanceRound } from '../../services/platform-game-rounds';
import type { AdminCommand } from '../admin-command';
import { roundOpenText, toCliRound } from '../../wire/platform-game';

export const platformGameCommands: AdminCommand[] = [
  {
    name: 'rounds',
    usage: 'rounds [count]',
    describe: 'The open round and the last results with their seeds (verifiable draws).',
    run: async ({ database }, [count]) => {
      const open = await findOpenRound(database.db);
      const settled = await listSettledRounds(database.db, Math.min(Number(count) || 10, 100));
      return [...(open ? [toCliRound(open)] : []), ...settled.map(toCliRound)];
    },
  },
  {
    name: 'declare-result',
    usage: 'declare-result <number 00-99> [roundId]',
    describe: "Declare the open round's winning number (used instead of the draw when it ends).",
    run: async ({ database }, [number, roundId]) => {
      const winning = normalizePosition(number);
      if (winning === null) throw badRequest('number must be 00 to 99', 'number');
      const id = roundId ? Number(roundId) : (await findOpenRound(database.db))?.id;
      if (!id || !Number.isInteger(id)) throw notFound('No open round', 'roundId');
      const round = await database.transaction((tx) => declareNumber(tx, id, winning));
      if (!round) throw notFound(`Round ${id} is not open`, 'roundId');
      return `Round ${round.id} will end with ${winning}`;
    },
  },
  {
    name: 'end-round',
    usage: 'end-round',
    describe: 'End the open round now (its declared number or the draw) and open the next.',
    run: async ({ database, emitToUser, broadcast }) => {
      const { settled, opened } = await advanceRound(
        { database, emitToUser, broadcast, roundSeconds: loadConfig().roundSeconds },
        { force: true },
      );
      const result = settled
        ? `Round ${settled.round.id} ended with ${settled.round.winningNumber}. `
        : '';
      return `${result}${roundOpenText(opened)}`;
    },
  },
];
