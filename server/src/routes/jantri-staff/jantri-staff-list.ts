import type { FastifyInstance } from 'fastify';
import { staffListEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listStaff } from '../../repositories/jantri-staff/jantri-staff-repository';
import { staffMemberToWire } from '../../wire/jantri-staff';

/** The operator's staff and invitations, oldest first (his own book only). */
export default async function staffListRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    staffListEndpoint,
    async ({ book: access }) => {
      const rows = await listStaff(app.database.db, access.ownerId);
      return { status: true, message: 'Staff fetched', data: rows.map(staffMemberToWire) };
    },
    { book: 'own' },
  );
}
