import type { FastifyInstance } from 'fastify';
import { BOOK_ACCESS_MESSAGES, staffAcceptEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error';
import {
  acceptInvite,
  booksOfStaff,
  findInviteByCode,
} from '../../repositories/jantri-staff/jantri-staff-repository';
import { staffBookToWire } from '../../wire/jantri-staff';

/** The caller (signed up or logged in with his own account) accepts an invite code. */
export default async function staffAcceptRoute(app: FastifyInstance) {
  postEndpoint(app, staffAcceptEndpoint, async ({ body, user }) => {
    const code = body.invite_code.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const invite = await findInviteByCode(app.database.db, code);
    if (!invite) throw notFound(BOOK_ACCESS_MESSAGES.inviteUnknown, 'invite_code');
    if (invite.ownerId === user.id) throw badRequest(BOOK_ACCESS_MESSAGES.inviteOwn, 'invite_code');
    if (invite.status !== 'invited') throw conflict(BOOK_ACCESS_MESSAGES.inviteUsed, 'invite_code');
    try {
      if (!(await acceptInvite(app.database.db, invite.id, user.id))) {
        throw conflict(BOOK_ACCESS_MESSAGES.inviteUsed, 'invite_code');
      }
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(BOOK_ACCESS_MESSAGES.alreadyStaff, 'invite_code');
      throw error;
    }
    const book = (await booksOfStaff(app.database.db, user.id)).find((row) => row.id === invite.id);
    if (!book) throw notFound(BOOK_ACCESS_MESSAGES.inviteUnknown, 'invite_code');
    return { status: true, message: 'Invite accepted', data: staffBookToWire(book) };
  });
}
