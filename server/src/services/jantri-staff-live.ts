import type { FastifyInstance } from 'fastify';
import {
  BOOK_ACCESS_MESSAGES,
  STAFF_SOCKET_EVENTS,
  type StaffEntryPayload,
} from '@bgmi/shared/server';
import type { BookAccess } from './book-access';

/** The room of the sockets of staff pages working in one operator's book. */
export const bookRoom = (ownerId: string) => `jantri-book:${ownerId}`;

/** Tells the operator, live, what one of his staff saved or deleted in his book. */
export function announceStaffEntry(
  app: Pick<FastifyInstance, 'emitToUser'>,
  access: BookAccess,
  writerName: string,
  entry: Omit<StaffEntryPayload, 'book_id' | 'writer_name'>,
): void {
  if (access.role === 'owner') return;
  app.emitToUser(access.ownerId, STAFF_SOCKET_EVENTS.staffEntry, {
    ...entry,
    book_id: access.ownerId,
    writer_name: writerName,
  });
}

/**
 * A member's access was removed: each of his sockets in the book's room (on any API instance) is
 * told so and leaves the room; every later call of his on the book is refused by book-access.
 */
export async function closeBookForMember(
  app: Pick<FastifyInstance, 'io' | 'log'>,
  ownerId: string,
  userId: string,
): Promise<number> {
  try {
    const sockets = await app.io.in(bookRoom(ownerId)).fetchSockets();
    const his = sockets.filter((socket) => socket.data.user?.id === userId);
    for (const socket of his) {
      socket.emit(STAFF_SOCKET_EVENTS.accessRemoved, {
        book_id: ownerId,
        message: BOOK_ACCESS_MESSAGES.accessRemoved,
      });
      socket.leave(bookRoom(ownerId));
    }
    return his.length;
  } catch (error) {
    // Calls are refused from the database anyway; a socket not reached is only logged.
    app.log.warn({ err: error }, 'closing a removed member’s book sockets failed');
    return 0;
  }
}
