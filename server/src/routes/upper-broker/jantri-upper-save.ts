import type { FastifyInstance } from 'fastify';
import { saveUpperEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { badRequest, conflict } from '../../lib/http-error';
import {
  findUserByName,
  findUpperById,
  insertUpper,
  updateUpper,
  upperNameTaken,
} from '../../repositories/upper-broker/jantri-upper-repository';
import { requireOwnUpper } from '../../services/upper-broker/pass-guards';
import { upperToWire } from '../../wire/upper-broker';

/**
 * Records an upper operator with his terms, or edits one (upper_id). upper_username names him
 * when he keeps his books here: his username or game id; passes to him then wait for his answer.
 */
export default async function upperSaveRoute(app: FastifyInstance) {
  postEndpoint(app, saveUpperEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    if (body.upper_id) await requireOwnUpper(db, user.id, body.upper_id);
    if (await upperNameTaken(db, user.id, body.name, body.upper_id))
      throw conflict('An upper with this name already exists', 'name');
    let upperUserId: string | null = null;
    if (body.upper_username) {
      const found = await findUserByName(db, body.upper_username);
      if (!found) throw badRequest('No user with this username', 'upper_username');
      if (found.id === user.id) throw badRequest('You cannot be your own upper', 'upper_username');
      upperUserId = found.id;
    }
    const values = {
      name: body.name,
      upperUserId,
      passingRate: body.passing_rate,
      lc: body.lc,
      patti: body.patti,
      commissionBasis: body.commission_basis,
    };
    let id = body.upper_id;
    if (id) await updateUpper(db, user.id, id, values);
    else id = (await insertUpper(db, user.id, values)).id;
    const saved = await findUpperById(db, id);
    return { status: true, message: 'Upper saved', data: upperToWire(saved!) };
  });
}
