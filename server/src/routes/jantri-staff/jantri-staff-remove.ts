import type { FastifyInstance } from 'fastify';
import { BOOK_ACCESS_MESSAGES, staffRemoveEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { removeStaff } from '../../repositories/jantri-staff/jantri-staff-repository';
import { closeBookForMember } from '../../services/jantri-staff-live';

/**
 * Removes a member's access at once: his next call on the book is refused (book-access reads the
 * membership on every call) and his pages open in the book are told and leave its room.
 */
export default async function staffRemoveRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    staffRemoveEndpoint,
    async ({ body, book: access }) => {
      const row = await removeStaff(app.database.db, access.ownerId, body.staff_id);
      if (!row) throw notFound(BOOK_ACCESS_MESSAGES.staffNotFound, 'staff_id');
      if (row.userId) await closeBookForMember(app, access.ownerId, row.userId);
      return { status: true, message: 'Access removed' };
    },
    { book: 'own' },
  );
}
