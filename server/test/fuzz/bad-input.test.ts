import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { post, signUp, type TestUser } from '../helpers/api';

/**
 * Sends the classic bad inputs to EVERY route the app registered (read from the route registry,
 * so a route added later is covered without editing this file), with and without a valid
 * token. Every answer must be a JSON failure with a message, never a 5xx (DESIGN section 3).
 */

/** Whole bodies that are not the object a call expects; `null` may mean "{}" so it is lenient. */
const BAD_BODIES: { name: string; raw: string; must4xx: boolean }[] = [
  { name: 'NUL string', raw: '"\\u0000"', must4xx: true },
  { name: 'array', raw: '[{"a":1}]', must4xx: true },
  { name: 'number', raw: '1e400', must4xx: true },
  { name: 'boolean', raw: 'true', must4xx: true },
  { name: 'null', raw: 'null', must4xx: false },
  { name: 'broken JSON', raw: '{"a":', must4xx: true },
  { name: '__proto__ key', raw: '{"__proto__":{"isAdmin":true}}', must4xx: true },
  { name: 'constructor key', raw: '{"constructor":{"prototype":{"isAdmin":true}}}', must4xx: true },
  { name: 'deep nesting', raw: `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`, must4xx: false },
];

/** Values put in every field of a call's body; the plausible strings need not be refused. */
const BAD_VALUES: { name: string; raw: string; must4xx: boolean }[] = [
  { name: 'NUL in text', raw: '"a\\u0000b"', must4xx: true },
  { name: 'escape character', raw: '"x\\u001b[31m"', must4xx: true },
  { name: 'impossible date', raw: '"2024-02-30"', must4xx: false },
  { name: 'year zero', raw: '"0000-01-01"', must4xx: false },
  { name: 'huge number', raw: '1e308', must4xx: true },
  { name: 'overflowing number', raw: '1e400', must4xx: true },
  { name: 'negative huge number', raw: '-1e308', must4xx: true },
  { name: 'huge digit string', raw: '"99999999999999999999999999"', must4xx: false },
  { name: 'too many decimals', raw: '0.001', must4xx: false },
  { name: 'boolean', raw: 'true', must4xx: true },
  { name: 'nested junk', raw: '{"$gt":"","a":{"b":[null,{"c":"\\u0000"}]}}', must4xx: true },
  { name: 'array for a value', raw: '[1,[2],{"x":3}]', must4xx: true },
  { name: 'very long text', raw: JSON.stringify('x'.repeat(100_000)), must4xx: false },
];

const IDENTITY_FIELDS = ['bgmiUserId', 'username', 'userId', 'user_id', 'senderId', 'from'];

/** The top-level keys of a zod object schema, looking through pipes, defaults and effects. */
function bodyKeys(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 5) return [];
  const candidate = schema as {
    shape?: Record<string, unknown>;
    _zod?: { def?: Record<string, unknown> };
  };
  if (candidate.shape && typeof candidate.shape === 'object') return Object.keys(candidate.shape);
  const def = candidate._zod?.def ?? {};
  for (const inner of [def.in, def.innerType, def.schema, def.out])
    if (inner) {
      const keys = bodyKeys(inner, depth + 1);
      if (keys.length) return keys;
    }
  return [];
}

function callerValue(field: string, user: TestUser): string {
  if (field === 'bgmiUserId') return user.bgmiUserId;
  if (field === 'username') return user.username;
  return user.id;
}

/** A body with every field set to `raw`; with a caller, identity fields name that caller. */
function fieldBody(keys: string[], raw: string, user?: TestUser): string {
  const parts = keys.map((key) => {
    const value =
      user && IDENTITY_FIELDS.includes(key) ? JSON.stringify(callerValue(key, user)) : raw;
    return `${JSON.stringify(key)}:${value}`;
  });
  return `{${parts.join(',')}}`;
}

interface Finding {
  route: string;
  input: string;
  token: boolean;
  statusCode: number;
  body: string;
}

async function send(
  app: FastifyInstance,
  method: string,
  url: string,
  raw: string | undefined,
  token?: string,
) {
  const response = await app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...(raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(raw !== undefined ? { payload: raw } : {}),
  });
  return { statusCode: response.statusCode, body: response.body };
}

/** Why an answer is wrong, or null: never 5xx; a failure is JSON with a message. */
function problem(answer: { statusCode: number; body: string }, must4xx: boolean): string | null {
  if (answer.statusCode >= 500) return '5xx';
  if (must4xx && (answer.statusCode < 400 || answer.statusCode >= 500)) return 'not 4xx';
  if (answer.statusCode >= 400) {
    try {
      const json = JSON.parse(answer.body) as { status?: unknown; message?: unknown };
      if (json.status !== false || typeof json.message !== 'string' || !json.message)
        return 'no message';
    } catch {
      return 'not JSON';
    }
  }
  return null;
}

describe('fuzz: bad input to every route', () => {
  let ctx: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT: '100000' });
    user = await fresh();
  }, 180_000);
  afterAll(async () => ctx.close());

  /** An admin (so admin-only calls validate too) whose token is known to work. */
  async function fresh(): Promise<TestUser> {
    const created = await signUp(ctx.app);
    await ctx.database.query('UPDATE users SET is_admin = true WHERE id = $1', [created.id]);
    return created;
  }

  it('answers every route with a 4xx and a message, never a 5xx', async () => {
    const routes = ctx.app.registeredRoutes.filter((route) => route.method !== 'HEAD');
    const posts = routes.filter((route) => route.method === 'POST');
    expect(posts.length).toBeGreaterThan(50);
    const findings: Finding[] = [];
    let sent = 0;

    for (const route of routes) {
      const url = route.url.replace(/\*|:[A-Za-z_]+/g, '%00..%2F%2e%2e');
      if (route.method !== 'POST') {
        for (const suffix of ['', '?a=%00&__proto__[x]=1&date=2024-02-30']) {
          const answer = await send(ctx.app, route.method, `${url}${suffix}`, undefined);
          sent += 1;
          if (answer.statusCode >= 500)
            findings.push({
              route: `${route.method} ${route.url}`,
              input: suffix,
              token: false,
              ...answer,
            });
        }
        continue;
      }
      const keys = bodyKeys(route.bodySchema);
      const nonIdentity = keys.filter((key) => !IDENTITY_FIELDS.includes(key));
      for (const withToken of [false, true]) {
        const token = withToken ? user.token : undefined;
        const cases = [
          ...BAD_BODIES.map((bad) => ({ name: bad.name, raw: bad.raw, must4xx: bad.must4xx })),
          ...BAD_VALUES.map((bad) => ({
            name: `every field: ${bad.name}`,
            raw: fieldBody(keys, bad.raw, withToken ? user : undefined),
            // Without a token an auth call is 401 anyway; with one, a field must be at fault.
            must4xx: bad.must4xx && (withToken ? nonIdentity.length > 0 : keys.length > 0),
          })),
        ];
        for (const bad of cases) {
          const answer = await send(ctx.app, 'POST', url, bad.raw, token);
          sent += 1;
          const why = problem(answer, bad.must4xx);
          if (why)
            findings.push({
              route: route.url,
              input: `${bad.name} (${why})`,
              token: withToken,
              ...answer,
            });
        }
        if (withToken && (await post(ctx.app, 'user/refresh', {}, user.token)).statusCode !== 200)
          user = await fresh(); // the call ended the session (logout): go on with a new one
      }
    }
    console.log(`fuzz: ${routes.length} routes, ${sent} requests, ${findings.length} findings`);
    expect(findings.map((f) => ({ ...f, body: f.body.slice(0, 200) }))).toEqual([]);
    // About 2,700 requests: minutes on a loaded machine or a PostgreSQL server.
  }, 600_000);
});
