import type { FastifyInstance } from 'fastify';
import { STAFF_SOCKET_EVENTS } from '@bgmi/shared/server';
import { resolveBookAccess } from '../../services/book-access';
import { bookRoom } from '../../services/jantri-staff-live';
import type { AppSocket } from '../socket-types';

/**
 * jantri_book_watch: a page working in a book (its operator's or, for staff, one he was given
 * access to) joins the book's room, so removing his access reaches that page at once.
 */
export function registerJantriBookHandlers(
  app: Pick<FastifyInstance, 'database'>,
  socket: AppSocket,
): void {
  socket.on(STAFF_SOCKET_EVENTS.watchBook, ({ book_id }, ack) => {
    resolveBookAccess(app.database.db, socket.data.user.id, book_id, 'read').then(
      () => {
        void socket.join(bookRoom(book_id));
        ack?.({ status: true, message: 'joined' });
      },
      (error: Error) => ack?.({ status: false, message: error.message }),
    );
  });
}
