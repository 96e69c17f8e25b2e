import { BOOK_ACCESS_MESSAGES } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { forbidden } from '../lib/http-error';
import type { StaffRole } from '../db/schema';
import { findMembership } from '../repositories/jantri-staff/jantri-staff-repository';
import type { JantriClientRow } from '../repositories/jantri-ledger/jantri-client-repository';
import { requireClient } from './jantri-sheet';

/**
 * What a jantri call needs of the book it acts on: `own` (the operator only: his clients' terms,
 * games, results, cutting, risk, staff), `write` (bets and lain-dain of a client: the operator
 * or a writer given that client), `read` (the books of a client: any staff given that client).
 */
export type BookNeed = 'own' | 'write' | 'read';

export interface BookAccess {
  /** The operator whose book the call acts on: every query is filtered by it. */
  ownerId: string;
  /** The caller (written_by of what the call writes). */
  actorId: string;
  role: 'owner' | StaffRole;
  /** The membership row when the caller is staff. */
  staffId: string | null;
  /** The client ids the caller may touch; null: every client (the operator). */
  clientIds: ReadonlySet<string> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one answer to "which book does this call act on, and what may the caller do in it"
 * (DESIGN section 5, staff). Without the X-Jantri-Book header (or naming himself) the caller acts
 * on his own book as its operator. Naming another operator's book needs an active membership
 * (a removed one is refused from the next call on) with the role the call needs.
 */
export async function resolveBookAccess(
  db: DbOrTx,
  userId: string,
  header: unknown,
  need: BookNeed,
): Promise<BookAccess> {
  const book = typeof header === 'string' ? header.trim() : '';
  if (!book || book === userId) {
    return { ownerId: userId, actorId: userId, role: 'owner', staffId: null, clientIds: null };
  }
  if (!UUID.test(book)) throw forbidden(BOOK_ACCESS_MESSAGES.noAccess);
  const membership = await findMembership(db, book, userId);
  if (!membership) throw forbidden(BOOK_ACCESS_MESSAGES.noAccess);
  if (need === 'own') throw forbidden(BOOK_ACCESS_MESSAGES.operatorOnly);
  if (need === 'write' && membership.role !== 'writer') {
    throw forbidden(BOOK_ACCESS_MESSAGES.viewerReadsOnly);
  }
  return {
    ownerId: book,
    actorId: userId,
    role: membership.role,
    staffId: membership.id,
    clientIds: new Set(membership.clientIds),
  };
}

/** The book's client by name: 404 for the operator when unknown, 403 for staff when not given. */
export async function bookClient(
  db: DbOrTx,
  access: BookAccess,
  name: string,
): Promise<JantriClientRow> {
  if (!access.clientIds) return requireClient(db, access.ownerId, name);
  const client = await requireClient(db, access.ownerId, name).catch(() => null);
  if (!client || !access.clientIds.has(client.id)) {
    throw forbidden(BOOK_ACCESS_MESSAGES.clientNotGiven);
  }
  return client;
}

/**
 * For a call that reads every client when none is named (null, '' or a name meaning all):
 * staff must name one of their clients (403 otherwise); the operator passes untouched.
 */
export async function checkNamedClient(
  db: DbOrTx,
  access: BookAccess,
  name: string | null | undefined,
): Promise<void> {
  if (!access.clientIds) return;
  if (!name) throw forbidden(BOOK_ACCESS_MESSAGES.clientNotGiven);
  await bookClient(db, access, name);
}
