import type { FastifyInstance } from 'fastify';
import signupRoute from './signup';
import loginRoute from './login';
import refreshRoute from './refresh';
import logoutRoute from './logout';
import changePasswordRoute from './change-password';
import logoutEverywhereRoute from './logout-everywhere';
import resetPasswordRoute from './reset-password';
import requestResetEmailRoute from './request-reset-email';
import setLanguageRoute from './set-language';

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
