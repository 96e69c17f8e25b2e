import type { FastifyInstance } from 'fastify';
import { todayInIndia } from '@bgmi/shared/server';
import { staffEntriesEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import {
  writerEntries,
  writerTotals,
} from '../../repositories/jantri-staff/jantri-staff-entries-repository';
import { toWriterEntry, toWriterTotal } from '../../wire/jantri-staff';

/** Records shown under the totals (the newest of the day). */
const ENTRY_LIMIT = 100;

/** What the operator's staff wrote on a day: totals per writer and game, and the newest records. */
export default async function staffEntriesRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    staffEntriesEndpoint,
    async ({ body, book: access }) => {
      const day = body.date ?? todayInIndia();
      const db = app.database.db;
      const [totals, entries] = await Promise.all([
        writerTotals(db, access.ownerId, day),
        writerEntries(db, access.ownerId, day, ENTRY_LIMIT),
      ]);
      return {
        status: true,
        message: 'Staff entries fetched',
        data: {
          totals: totals.map((row) => toWriterTotal(row, day)),
          entries: entries.map(toWriterEntry),
        },
      };
    },
    { book: 'own' },
  );
}
