import type { FastifyInstance } from 'fastify';
import signupRoute from './signup';
import loginRoute from './login';
import refreshRoute from './refresh';
import logoutRoute from './logout';

export default async function userRoutes(app: FastifyInstance) {
  await app.register(signupRoute);
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
}
