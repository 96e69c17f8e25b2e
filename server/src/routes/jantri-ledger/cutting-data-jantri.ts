import type { FastifyInstance } from 'fastify';
import { ALL_CLIENTS, rupeesToPaise } from '@bgmi/shared/server';
import { cuttingDataJantriEndpoint } from '@bgmi/shared/server';
import { cutSheetWithOptions } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { bookClient } from '../../services/book-access';
import { loadSheet, requireGame } from '../../services/jantri-sheet';
import { cutGridToWire } from '../../wire/jantri-ledger';

/**
 * Cutting (DESIGN section 5): the excess of each jodi over cutNum and of each haruf digit over
 * cutHrf, for one client or 'All Clients' combined, as copyable strings plus the grid behind them.
 * The options (round_to, less_percent, dabba) shape each cut amount (shared cutting-options).
 */
export default async function cuttingDataJantriRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    cuttingDataJantriEndpoint,
    async ({ body, book }) => {
      const db = app.database.db;
      const all = body.client_name.toLowerCase() === ALL_CLIENTS.toLowerCase();
      const client = all ? null : await bookClient(db, book, body.client_name);
      const game = await requireGame(db, book.ownerId, body.game_name);
      const sheet = await loadSheet(db, book.ownerId, game.id, client?.id);
      const cut = cutSheetWithOptions(sheet, {
        cutNumPaise: body.cutNum === undefined ? null : rupeesToPaise(body.cutNum),
        cutHrfPaise: body.cutHrf === undefined ? null : rupeesToPaise(body.cutHrf),
        roundTo: body.round_to,
        lessPercent: body.less_percent ?? null,
        dabbaPaise: body.dabba === undefined ? null : rupeesToPaise(body.dabba),
      });
      return {
        status: true,
        message: 'Cutting data fetched',
        cuttingJodi: cut.cuttingJodi,
        cuttingHaroof: { andar: cut.andar, bahar: cut.bahar },
        cutGrid: cutGridToWire(cut),
      };
    },
    { book: 'own' },
  );
}
