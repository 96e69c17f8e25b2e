import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@bgmi/shared/server';

/**
 * The server checks its own answers against the contract (config.checkAnswers): a successful
 * answer of an endpoint must parse with the endpoint's response schema, the one the client
 * parses it with. 'throw' (tests) answers 500 naming the path and the first mismatch, so a test
 * fails; 'log' (development) logs it and answers as usual; 'off' (production) checks nothing.
 * Error answers ({ status: false, message }) are the error handler's and are not checked.
 */
export function answerCheckHook(app: FastifyInstance, endpoint: Endpoint) {
  const mode = app.config.checkAnswers;
  if (mode === 'off') return [];
  return [
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode >= 400 || typeof payload !== 'object' || payload === null)
        return payload;
      if ((payload as { status?: unknown }).status === false) return payload;
      const parsed = endpoint.response.safeParse(payload);
      if (parsed.success) return payload;
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || '(root)';
      const text = `The answer of ${endpoint.path} does not match its contract at ${where}: ${issue?.message}`;
      if (mode === 'throw') throw new Error(text);
      request.log.error({ issues: parsed.error.issues.slice(0, 5) }, text);
      return payload;
    },
  ];
}
