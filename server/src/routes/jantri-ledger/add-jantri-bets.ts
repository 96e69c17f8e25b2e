import type { FastifyInstance } from 'fastify';
import { addJantriBetsEndpoint, LEDGER_MESSAGES, paiseToRupees } from '@bgmi/shared';
import { lineErrorMessage, parseBets } from '@bgmi/shared/src/jantri/calculators';
import { postEndpoint } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/http-error';
import { insertBetRecords } from '../../repositories/jantri-bet-repository';
import { requireClient, requireGame } from '../../services/jantri-sheet';

/**
 * Bet entry (DESIGN section 5): the pasted text is read by the shared parser; if any line cannot
 * be read the whole entry is refused (400 naming the line), so nothing of it is stored.
 * Each group becomes one bet record, all written in one transaction.
 */
export default async function addJantriBetsRoute(app: FastifyInstance) {
  postEndpoint(app, addJantriBetsEndpoint, async ({ body, user }) => {
    const parsed = parseBets(body.text);
    if (parsed.errors.length > 0) {
      const shown = parsed.errors.slice(0, 5).map(lineErrorMessage).join('; ');
      const more = parsed.errors.length > 5 ? ` (and ${parsed.errors.length - 5} more)` : '';
      throw badRequest(shown + more, 'text');
    }
    if (parsed.entries.length === 0) throw badRequest(LEDGER_MESSAGES.enterBets, 'text');
    return app.database.transaction(async (tx) => {
      const client = await requireClient(tx, user.id, body.client_name);
      const game = await requireGame(tx, user.id, body.game_name);
      const records = await insertBetRecords(
        tx,
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
  });
}
