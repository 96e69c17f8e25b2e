import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@bgmi/shared/server';
import type { AuthUser } from '../repositories/user/user-repository';
import { assertBodyNamesCaller, type IdentityField } from './identity';
import { forbidden } from './http-error';
import { sendCached } from '../plugins/public-cache';
import { checkMoneyCall, type MoneyAction } from '../services/money-gate';
import type { BookAccess, BookNeed } from '../services/book-access';
import { answerCheckHook, checkedAnswer } from './answer-check';

export interface EndpointContext<E extends Endpoint> {
  body: z.output<E['body']>;
  /** The token's user; always set on `auth: true` endpoints. */
  user: E['auth'] extends true ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The jantri book the call acts on and the caller's rights in it, resolved before the handler
   * when the route declares `book` (services/book-access.ts); reading it otherwise throws.
   */
  book: BookAccess;
}

export interface EndpointRouteOptions {
  /** Body fields that must name the caller (default: DESIGN section 3's list). */
  identityFields?: readonly IdentityField[];
  /** Requests per minute per client address (login and sign-up). */
  rateLimitPerMinute?: number;
  /** Only users marked admin may call it. */
  adminOnly?: boolean;
  /** A money call (DESIGN section 8): the money mode and real-mode controls are checked here. */
  money?: MoneyAction;
  /** The call never changes a public list, so a success keeps the public cache. */
  keepsPublicLists?: boolean;
  /**
   * A jantri ledger call: what it needs of the book it acts on (`own`, `write`, `read`). The
   * X-Jantri-Book header names another operator's book for his staff (403 without the role).
   */
  book?: BookNeed;
}

/**
 * The checks of a token's user after the token and the body (every authenticated route, and
 * lib/one-trip-endpoint.ts): admins only, the body names the caller (401), the money mode (403).
 */
export async function checkCaller(
  app: FastifyInstance,
  body: unknown,
  user: AuthUser,
  options: Pick<EndpointRouteOptions, 'adminOnly' | 'identityFields' | 'money'>,
): Promise<void> {
  if (options.adminOnly && !user.isAdmin) throw forbidden('Admins only');
  assertBodyNamesCaller(body, user, options.identityFields);
  if (options.money) await checkMoneyCall(app.database, app.config, user.id, options.money);
}

/** Each request's resolved book (options.book), for as long as the request lives. */
const books = new WeakMap<FastifyRequest, BookAccess>();

/**
 * Mounts one contract endpoint as `POST /BGMI/<path>`: the token check runs first (401), then
 * the shared zod body schema (400 naming the field), then the identity check, then the handler,
 * whose return value is the answer.
 */
export function postEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<z.input<E['response']>>,
  options: EndpointRouteOptions & {
    /** A public list: answered from the public cache under this key, with ETag/304. */
    publicList?: (body: z.output<E['body']>) => string;
  } = {},
): void {
  app.route({
    method: 'POST',
    url: `/${endpoint.path}`,
    schema: { body: endpoint.body },
    config: {
      ...(options.rateLimitPerMinute
        ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } }
        : {}),
      publicList: Boolean(options.publicList),
      keepsPublicLists: Boolean(options.keepsPublicLists),
    },
    onRequest: endpoint.auth ? [app.requireUser] : [],
    preSerialization: answerCheckHook(app, endpoint),
    preHandler: async (request) => {
      if (endpoint.auth && request.user)
        await checkCaller(app, request.body, request.user, options);
      if (options.book) books.set(request, await request.bookAccess(options.book));
    },
    handler: async (request, reply) => {
      const context = {
        body: request.body as z.output<E['body']>,
        user: request.user as EndpointContext<E>['user'],
        request,
        reply,
        get book(): BookAccess {
          const book = books.get(request);
          if (!book) throw new Error(`${endpoint.path} reads its book without declaring it`);
          return book;
        },
      };
      if (!options.publicList) return handler(context);
      const key = `${endpoint.path}:${options.publicList(context.body)}`;
      // The text is built once and sent as a string, which no preSerialization hook sees.
      const build = async () => checkedAnswer(request, endpoint, await handler(context));
      return sendCached(request, reply, await app.publicCache.get(key, build));
    },
  });
}
