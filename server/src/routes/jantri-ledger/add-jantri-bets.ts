import type { FastifyInstance } from 'fastify';
import {
  LEDGER_MESSAGES,
  MAX_PASTE_RECORDS,
  paiseToRupees,
  tooManyRecordsMessage,
} from '@bgmi/shared';
import { addJantriBetsEndpoint } from '@bgmi/shared/jantri-contract';
import { lineErrorMessage, parseBets } from '@bgmi/shared/jantri-calculators';
import { postEndpoint } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/http-error';
import { listGames } from '../../repositories/jantri-client-repository';
import { storeBetRecords } from '../../services/jantri-bet-store';
import { requireClient, requireGame } from '../../services/jantri-sheet';

/**
 * Bet entry (DESIGN section 5): the pasted text is read by the shared parser with the readings
 * the operator chose in the preview (other_readings) and his game names (header lines), so what
 * is stored is what the preview showed. Everything is checked before anything is written: an
 * unreadable line, a switch on a line with one reading or a paste above the limits is a 400 and
 * nothing of the paste is stored. Each group becomes one bet record.
 */
export default async function addJantriBetsRoute(app: FastifyInstance) {
  postEndpoint(app, addJantriBetsEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    const games = await listGames(db, user.id);
    const parsed = parseBets(body.text, {
      otherReadings: body.other_readings ?? [],
      gameNames: games.map((game) => ({ name: game.gameName, shortName: game.shortName })),
    });
    if (parsed.errors.length > 0) {
      const shown = parsed.errors.slice(0, 5).map(lineErrorMessage).join('; ');
      const more = parsed.errors.length > 5 ? ` (and ${parsed.errors.length - 5} more)` : '';
      throw badRequest(shown + more, 'text');
    }
    const single = (body.other_readings ?? []).find(
      (line) => !parsed.lines.some((reading) => reading.line === line && reading.check),
    );
    if (single !== undefined) {
      throw badRequest(`Line ${single} has only one reading to choose`, 'other_readings');
    }
    if (parsed.entries.length === 0) throw badRequest(LEDGER_MESSAGES.enterBets, 'text');
    if (parsed.entries.length > MAX_PASTE_RECORDS) {
      throw badRequest(tooManyRecordsMessage(parsed.entries.length), 'text');
    }
    const client = await requireClient(db, user.id, body.client_name);
    const game = await requireGame(db, user.id, body.game_name);
    const records = await storeBetRecords(
      app.database,
      user.id,
      parsed.entries.map((entry) => ({
        clientId: client.id,
        gameId: game.id,
        betType: entry.bet_type,
        betNumbers: entry.bet_numbers,
        hrufType: entry.hruf_type ?? null,
        source: entry.source.slice(0, 500),
        amountsPaise: entry.amounts,
        totalPaise: entry.totalPaise,
      })),
    );
    return {
      status: true,
      message: LEDGER_MESSAGES.betsSaved,
      data: { records, total_amount: paiseToRupees(parsed.totalPaise) },
    };
  });
}
