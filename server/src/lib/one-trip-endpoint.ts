import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@bgmi/shared/server';
import type { AuthUser } from '../repositories/user/user-repository';
import type { UserStatement } from '../repositories/user/session-repository';
import { authenticateTokenAndRun, cachedSession } from '../services/session-auth';
import {
  moneyCallNeedsOnlyUserChecks,
  moneyCallPassesWithoutDatabase,
  type MoneyAction,
} from '../services/money-gate';
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
 * - only when the money check needs no database, or when the work runs the `real` mode's checks
 *   of the user itself (`userMoneyChecksInWork`, a bet: migration 0028; they come first in it,
 *   so its 403s keep their place); else postEndpoint's order, work run after;
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
    /**
     * The work (and the handler's own run of it) checks the `real` mode's 18+ confirmation and
     * self-exclusion in its statement and answers their 403s: no round trips before it.
     */
    userMoneyChecksInWork?: boolean;
  },
): void {
  const fields = DEFAULT_IDENTITY_FIELDS;
  /** The work does all the money checks the call still needs (no other read before it). */
  const checksInWork = () =>
    Boolean(options.userMoneyChecksInWork) &&
    moneyCallNeedsOnlyUserChecks(app.config, options.money);
  /** The token whose check waits for the handler's statement; none: checked at onRequest. */
  const deferredToken = (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    const oneTrip = moneyCallPassesWithoutDatabase(app.config, options.money) || checksInWork();
    return token && oneTrip ? token : undefined;
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
      // A session the cache holds (SESSION_CACHE_MS): no token lookup, the handler runs the work
      // alone (one statement, after the checks below); else the token check and the work at once.
      const cached = token ? cachedSession(app, token) : undefined;
      if (token && !cached) {
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
      } else if (cached && 'user' in cached) {
        request.user = cached.user;
        request.tokenId = cached.tokenId;
        request.staleSession = cached.stale;
      }
      const user = request.user!;
      const money = checksInWork() ? undefined : options.money;
      await checkCaller(app, body, user, { identityFields: fields, money });
      return handler({ body, user, ran });
    },
  });
}
