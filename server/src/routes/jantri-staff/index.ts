import type { FastifyInstance } from 'fastify';
import staffInvite from './jantri-staff-invite';
import staffAccept from './jantri-staff-accept';
import staffBooks from './jantri-staff-books';
import staffList from './jantri-staff-list';
import staffRemove from './jantri-staff-remove';
import staffEntries from './jantri-staff-entries';

/** Staff of a jantri book (DESIGN section 5, issue 27): one file per call. */
export default async function routes(app: FastifyInstance) {
  for (const route of [
    staffInvite,
    staffAccept,
    staffBooks,
    staffList,
    staffRemove,
    staffEntries,
  ]) {
    await app.register(route);
  }
}
