import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, requestResetEmailEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { HttpError, forbidden } from '../../lib/http-error';
import { sendMail } from '../../lib/mailer';
import { findUserByBgmiUserId } from '../../repositories/user/user-repository';
import { issueEmailResetToken } from '../../services/accounts';

/** Links per account per hour, so nobody fills a player's inbox. */
const MAILS_PER_HOUR = 3;

/**
 * Where SMTP_URL is set, e-mails a one-time reset link to the account's address. The answer is
 * the same whether or not the id exists or has an address.
 */
export default async function requestResetEmailRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    requestResetEmailEndpoint,
    async ({ body }) => {
      const { accounts } = app.config;
      if (!accounts.smtpUrl) throw forbidden(ACCOUNT_MESSAGES.emailOff);
      const user = await findUserByBgmiUserId(app.database.db, body.bgmiUserId);
      const allowed =
        user?.email && (await app.limits.hit(`reset-mail:${user.id}`, MAILS_PER_HOUR, 3_600_000));
      if (user && allowed) {
        const token = await issueEmailResetToken(app.database, user.id, accounts.resetLinkMinutes);
        const link = `${accounts.shellUrl}/login?reset=1&id=${encodeURIComponent(user.bgmiUserId)}&code=${token}`;
        try {
          await sendMail(accounts.smtpUrl, {
            from: accounts.mailFrom,
            to: user.email,
            subject: 'Reset your BGMI password',
            text: [
              `Hello ${user.name},`,
              '',
              `Someone asked to reset the password of BGMI ID ${user.bgmiUserId}.`,
              `Open this link within ${accounts.resetLinkMinutes} minutes to choose a new one:`,
              link,
              '',
              'If it was not you, ignore this e-mail: your password stays as it is.',
            ].join('\n'),
          });
        } catch (error) {
          logMailFailure(app, error);
          throw new HttpError(503, 'The e-mail could not be sent: try again later or ask an admin');
        }
      }
      return { status: true, message: ACCOUNT_MESSAGES.emailSent };
    },
    { rateLimitPerMinute: app.config.authRateLimitPerMinute },
  );
}

function logMailFailure(app: FastifyInstance, error: unknown) {
  app.log.warn({ err: error }, 'reset e-mail not sent');
}
