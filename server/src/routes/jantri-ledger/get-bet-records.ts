import type { FastifyInstance } from 'fastify';
import { getBetRecordsEndpoint } from '@bgmi/shared';
import { postEndpoint } from '../../lib/endpoint-route';
import { listBetRecords } from '../../repositories/jantri-bet-repository';
import { betRecordToWire } from '../../services/jantri-sheet';
import { resolveBetFilter } from './bet-filter';

/** The caller's bet records, newest first, optionally for one client and/or game. */
export default async function getBetRecordsRoute(app: FastifyInstance) {
  postEndpoint(app, getBetRecordsEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    const filter = await resolveBetFilter(db, user.id, body);
    const records = await listBetRecords(db, user.id, filter);
    return { status: true, message: 'Bet records fetched', data: records.map(betRecordToWire) };
  });
}
