import type { FastifyInstance } from 'fastify';
import { adminIssueResetCodeEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminIssueResetCode } from '../../services/accounts';
import { adminContext } from '../../services/admin-context';
import { resetCodeToWire } from '../../wire/admin';

/** The admin page's "Issue reset code": for a person the admin has checked (audited). */
export default async function issueResetCodeRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminIssueResetCodeEndpoint,
    async ({ body, user }) => {
      const issued = await adminIssueResetCode(
        adminContext(app, user),
        body.bgmiUserId,
        app.config.accounts.resetCodeMinutes,
        app.config.now(),
      );
      return { status: true, ...resetCodeToWire(issued) };
    },
    { adminOnly: true, identityFields: [] },
  );
}
