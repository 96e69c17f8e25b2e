import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@bgmi/shared/server';
import type { AuthUser } from '../repositories/user-repository';
import type { UserStatement } from '../repositories/session-repository';
import { authenticateTokenAndRun } from '../services/session-auth';
import { moneyCallPassesWithoutDatabase, type MoneyAction } from '../services/money-gate';
import { checkCaller } from './endpoint-route';
import { claimedIdentities, DEFAULT_IDENTITY_FIELDS } from './identity';
import { unauthorized } from './http-error';
import { tokenFromHeader } from './tokens';
import { answerCheckHook } from './answer-check';

export interface OneTripContext<E extends Endpoint, Row> {
  body: z.output<E['body']>;
  user: AuthUser;
  /** The work's row when it ran with the token check; null: the handler runs it itself. */
  ran: Row | null;
}

/**
 * An authenticated money call whose work (one SQL call, `work`) runs in the same statement as the
 * token check: one database round trip instead of two for the hottest write, a bet (issue 14).
 * Answers and their order are postEndpoint's: no or unknown token 401, bad body 400, foreign
 * body 401, money mode 403, then the handler; the work runs only once all of them pass:
 * - only when the money check needs no database (else: postEndpoint's order, work run after);
 * - a bad body is answered after the token check (attachValidation, checked first below);
 * - the statement's gate runs the work only for the exact user the body claims; the identity
 *   check below then runs as on any route and cannot refuse a call whose work ran.
 * The token check itself is services/session-auth.ts's, the same as every other call's.
 */
export function postOneTripEndpoint<E extends Endpoint & { auth: true }, Row>(
  app: FastifyInstance,
  endpoint: E,
  work: (body: z.output<E['body']>) => UserStatement,
  handler: (context: OneTripContext<E, Row>) => Promise<z.input<E['response']>>,
  options: {
    money: MoneyAction;
    keepsPublicLists?: boolean;
    /** What a failure of the work answers (as the handler's own run of it would). */
    workFailure?: (error: unknown) => unknown;
  },
): void {
  const fields = DEFAULT_IDENTITY_FIELDS;
  /** The token whose check waits for the handler's statement; none: checked at onRequest. */
  const deferredToken = (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    return token && moneyCallPassesWithoutDatabase(app.config, options.money) ? token : undefined;
  };
  app.route({
    method: 'POST',
    url: `/${endpoint.path}`,
    schema: { body: endpoint.body },
    attachValidation: true,
    config: { publicList: false, keepsPublicLists: Boolean(options.keepsPublicLists) },
    onRequest: async (request) => {
      if (!deferredToken(request)) await app.requireUser(request);
    },
    preSerialization: answerCheckHook(app, endpoint),
    handler: async (request) => {
      const token = deferredToken(request);
      if (request.validationError) {
        if (token) await app.requireUser(request);
        throw request.validationError;
      }
      const body = request.body as z.output<E['body']>;
      let ran: Row | null = null;
      if (token) {
        const claims = claimedIdentities(body, fields);
        const result = await authenticateTokenAndRun<Row>(app, token, claims, work(body)).catch(
          (error: unknown) => {
            throw options.workFailure ? options.workFailure(error) : error;
          },
        );
        if ('refused' in result.auth) throw unauthorized(result.auth.refused);
        request.user = result.auth.user;
        request.tokenId = result.auth.tokenId;
        request.staleSession = result.auth.stale;
        ran = result.work;
      }
      const user = request.user!;
      await checkCaller(app, body, user, { identityFields: fields, money: options.money });
      return handler({ body, user, ran });
    },
  });
}
