import type { FastifyInstance } from 'fastify';
import { adminGrantOrganiserEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminGrantOrganiser } from '../../services/admin-actions';
import { adminContext } from '../../services/admin-context';

export default async function grantOrganiserRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminGrantOrganiserEndpoint,
    async ({ body, user }) => {
      const row = await adminGrantOrganiser(adminContext(app, user), body.bgmiUserId);
      return { status: true, message: `${row.bgmi_user_id} is now an organiser` };
    },
    { adminOnly: true, identityFields: [] },
  );
}
