import type { FastifyInstance } from 'fastify';
import signupRoute from './user-signup';
import loginRoute from './user-login';
import refreshRoute from './user-refresh';
import logoutRoute from './user-logout';
import changePasswordRoute from './user-change-password';
import logoutEverywhereRoute from './user-logout-everywhere';
import resetPasswordRoute from './user-reset-password';
import requestResetEmailRoute from './user-request-reset-email';
import setLanguageRoute from './user-set-language';

export default async function userRoutes(app: FastifyInstance) {
  await app.register(signupRoute);
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
  // Issue 25: accounts.
  await app.register(changePasswordRoute);
  await app.register(logoutEverywhereRoute);
  await app.register(resetPasswordRoute);
  await app.register(requestResetEmailRoute);
  // Issue 23: the reader's language, kept with the account.
  await app.register(setLanguageRoute);
}
