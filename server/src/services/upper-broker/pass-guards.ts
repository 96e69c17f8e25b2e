import type { DbOrTx } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { findGame } from '../../repositories/jantri-ledger/jantri-client-repository';
import { findPass, type PassRow } from '../../repositories/upper-broker/jantri-pass-repository';
import { resultsOfDay } from '../../repositories/jantri-ledger/jantri-result-repository';
import {
  findUpperById,
  type UpperWithUsername,
} from '../../repositories/upper-broker/jantri-upper-repository';

/** The caller's upper, or 404 (unknown) / 403 (another operator's). */
export async function requireOwnUpper(
  db: DbOrTx,
  ownerId: string,
  id: string,
): Promise<UpperWithUsername> {
  const upper = await findUpperById(db, id);
  if (!upper) throw notFound('Upper not found', 'upper_id');
  if (upper.ownerId !== ownerId) throw forbidden('This upper is not yours');
  return upper;
}

/** A pass the caller sent ('sender') or that was sent to him ('upper'); 404 / 403 otherwise. */
export async function requirePass(
  db: DbOrTx,
  userId: string,
  id: string,
  as: 'sender' | 'upper',
): Promise<PassRow> {
  const pass = await findPass(db, id);
  if (!pass) throw notFound('Pass not found', 'pass_id');
  const mine = as === 'sender' ? pass.ownerId === userId : pass.upperUserId === userId;
  if (!mine) throw forbidden('This pass is not yours');
  return pass;
}

/** Whether an operator's book has a result declared for a game (by name) and day. */
export async function resultDeclared(
  db: DbOrTx,
  ownerId: string,
  gameName: string,
  day: string,
): Promise<boolean> {
  const game = await findGame(db, ownerId, gameName);
  return game ? (await resultsOfDay(db, ownerId, day)).has(game.id) : false;
}

export async function refuseAfterResult(db: DbOrTx, ownerId: string, pass: PassRow) {
  if (await resultDeclared(db, ownerId, pass.gameName, pass.passDate))
    throw conflict('The result is declared: the pass cannot change now', 'pass_id');
}
