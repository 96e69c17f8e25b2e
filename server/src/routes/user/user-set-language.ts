import type { FastifyInstance } from 'fastify';
import { setLanguageEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { setUserLanguage } from '../../repositories/user/user-repository';

/** Keeps the caller's language choice with their account (DESIGN section 9). */
export default async function setLanguageRoute(app: FastifyInstance) {
  postEndpoint(app, setLanguageEndpoint, async ({ user, body }) => {
    await setUserLanguage(app.database.db, user.id, body.language);
    return { status: true, message: 'Language saved' };
  });
}
