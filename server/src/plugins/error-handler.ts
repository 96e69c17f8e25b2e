import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../lib/http-error';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../lib/unavailable';

/**
 * Every failure answers `{ status: false, message, field? }` with a real HTTP code. Expected
 * failures (bad input, auth, conflicts) keep their code and message; a database that refused,
 * stalled or timed out is 503 (try again; lib/unavailable.ts); anything else unexpected is
 * logged and answered 500 without leaking internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({
          status: false,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode < 500) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
          error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Body must be valid JSON'
            : error.message;
        return reply.code(statusCode).send({ status: false, message, field: 'body' });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        void reply.header('retry-after', '2');
        return reply.code(503).send({ status: false, message: UNAVAILABLE_MESSAGE });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ status: false, message: 'Something went wrong' });
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send({ status: false, message: `No such call: ${request.method} ${request.url}` }),
    );
  },
  { name: 'error-handler' },
);
