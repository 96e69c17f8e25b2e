import type { FastifyInstance } from 'fastify';
import { ALL_CLIENT, paiseToRupees } from '@bgmi/shared';
import { getJantriHisabKitabEndpoint } from '@bgmi/shared/jantri-contract';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkNamedClient } from '../../services/book-access';
import { hisabRows } from '../../repositories/jantri-hisab-repository';

/** The day's hisab rows of one client (or of all clients when none or 'All Client' is named). */
export default async function getJantriHisabKitabRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getJantriHisabKitabEndpoint,
    async ({ body, book }) => {
      const named = body.client_name && body.client_name.toLowerCase() !== ALL_CLIENT.toLowerCase();
      await checkNamedClient(app.database.db, book, named ? body.client_name : null);
      const rows = await hisabRows(app.database.db, book.ownerId, {
        day: body.date,
        clientName: named ? body.client_name : undefined,
      });
      return {
        status: true,
        message: 'Hisab kitab fetched',
        data: {
          hisab_kitab: rows.map((row) => ({
            _id: row.id,
            client_name: row.clientName,
            game_name: row.gameName,
            date: row.resultDate,
            hrf_ps: paiseToRupees(row.hrfPsPaise),
            jodi_ps: paiseToRupees(row.jodiPsPaise),
            name_result: row.nameResult,
            lc_comm: paiseToRupees(row.lcCommPaise),
            profit_loss: paiseToRupees(row.profitLossPaise),
            total_kaam: paiseToRupees(row.totalKaamPaise),
          })),
        },
      };
    },
    { book: 'read' },
  );
}
