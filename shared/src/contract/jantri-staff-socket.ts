import { z } from 'zod';

// The socket events of a jantri book's staff (issue 27), kept apart from the staff calls so the
// socket event map (in the shared singleton) does not carry the ledger contract.

/** Socket (server to the operator): a writer saved or deleted bets in his book. */
export const StaffEntryPayload = z.object({
  book_id: z.string(),
  writer_name: z.string(),
  client_name: z.string(),
  game_name: z.string(),
  kind: z.enum(['added', 'deleted']),
  records: z.number(),
  total_amount: z.number(),
});
export type StaffEntryPayload = z.infer<typeof StaffEntryPayload>;

/** Socket (server to a removed member's sockets in that book): his access ended. */
export const BookAccessRemovedPayload = z.object({ book_id: z.string(), message: z.string() });
export type BookAccessRemovedPayload = z.infer<typeof BookAccessRemovedPayload>;

/** Socket (client to server): a page working in a book joins its room. */
export const WatchBookPayload = z.object({
  book_id: z.string().uuid({ error: 'book_id must be a book id' }),
});

export const STAFF_SOCKET_EVENTS = {
  staffEntry: 'jantri_staff_entry',
  accessRemoved: 'jantri_book_access_removed',
  watchBook: 'jantri_book_watch',
} as const;
