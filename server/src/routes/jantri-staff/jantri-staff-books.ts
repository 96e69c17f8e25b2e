import type { FastifyInstance } from 'fastify';
import { staffBooksEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { booksOfStaff } from '../../repositories/jantri-staff/jantri-staff-repository';
import { staffBookToWire } from '../../wire/jantri-staff';

/** The books the caller is active staff of, with his role and clients in each. */
export default async function staffBooksRoute(app: FastifyInstance) {
  postEndpoint(app, staffBooksEndpoint, async ({ user }) => ({
    status: true,
    message: 'Books fetched',
    data: (await booksOfStaff(app.database.db, user.id)).map(staffBookToWire),
  }));
}
