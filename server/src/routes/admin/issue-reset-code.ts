import type { FastifyInstance } from 'fastify';
import { adminIssueResetCodeEndpoint } from '@bgmi/shared/day-and-money';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminIssueResetCode } from '../../services/accounts';
import { adminContext } from '../../services/admin-context';

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
      return {
        status: true,
        message: `Reset code for ${issued.bgmiUserId}, valid until ${issued.expiresAt.toISOString()}`,
        data: {
          bgmiUserId: issued.bgmiUserId,
          code: issued.code,
          expires_at: issued.expiresAt.toISOString(),
        },
      };
    },
    { adminOnly: true, identityFields: [] },
  );
}
