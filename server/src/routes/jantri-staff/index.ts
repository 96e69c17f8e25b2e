import type { FastifyInstance } from 'fastify';
import staffInvite from './invite';
import staffAccept from './accept';
import staffBooks from './books';
import staffList from './list';
import staffRemove from './remove';
import staffEntries from './entries';

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
