import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { JANTRI_BOOK_HEADER } from '@bgmi/shared/server';
import { unauthorized } from '../lib/http-error';
import { resolveBookAccess, type BookAccess, type BookNeed } from '../services/book-access';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The jantri book this call acts on and what the caller may do in it (the X-Jantri-Book
     * header; services/book-access.ts): every jantri route asks it once, with what it needs.
     */
    bookAccess: (need: BookNeed) => Promise<BookAccess>;
  }
}

/** Decorates each request with bookAccess (after the token check has set request.user). */
export default fp(
  async (app) => {
    app.decorateRequest('bookAccess', function bookAccess(this: FastifyRequest, need: BookNeed) {
      if (!this.user) return Promise.reject(unauthorized());
      return resolveBookAccess(
        app.database.db,
        this.user.id,
        this.headers[JANTRI_BOOK_HEADER.toLowerCase()],
        need,
      );
    });
  },
  { name: 'book-access', dependencies: ['database', 'auth'] },
);
