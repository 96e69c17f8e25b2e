import type { FastifyInstance } from 'fastify';
import { betDataJantriEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { loadSheet, requireClient, requireGame } from '../../services/jantri-sheet';
import { sheetToWire } from '../../wire/jantri-ledger';

/** Client bet data: one client's 00-99 sheet on one game with totals and the haruf rows. */
export default async function betDataJantriRoute(app: FastifyInstance) {
  postEndpoint(app, betDataJantriEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    const client = await requireClient(db, user.id, body.client_name);
    const game = await requireGame(db, user.id, body.game_name);
    const sheet = await loadSheet(db, user.id, game.id, client.id);
    return { status: true, message: 'Bet data fetched', ...sheetToWire(sheet) };
  });
}
