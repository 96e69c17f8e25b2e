import { createTestApp, type TestApp } from '../helpers/test-app';
import { post } from '../helpers/api';
import { helmetHeaders } from '../../src/plugins/security';

describe('CORS, rate limits and unknown calls', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT: '3', SHELL_URL: 'http://shell.test' });
  });
  afterAll(async () => ctx.close());

  it('allows the shell origin and refuses others', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/BGMI/user/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight('http://shell.test');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://shell.test');
    const foreign = await preflight('http://evil.test');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('caches a preflight for as long as Chromium honours (7200 s)', async () => {
    const answer = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/BGMI/get-services',
      headers: { origin: 'http://shell.test', 'access-control-request-method': 'POST' },
    });
    expect(answer.headers['access-control-max-age']).toBe('7200');
  });

  it("allows the integrator example's origin (npm run example) by default", async () => {
    const answer = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/BGMI/get-services',
      headers: { origin: 'http://localhost:3010', 'access-control-request-method': 'POST' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3010');
  });

  it('sets helmet headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sets helmet's headers, worked out once, on every answer: lists, refusals, unknown calls", async () => {
    const expected = helmetHeaders({ crossOriginResourcePolicy: { policy: 'cross-origin' } });
    expect(expected).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-resource-policy': 'cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    const answers = [
      await ctx.app.inject({ method: 'POST', url: '/BGMI/get-services', payload: {} }),
      await ctx.app.inject({ method: 'POST', url: '/BGMI/user/refresh', payload: {} }),
      await ctx.app.inject({ method: 'POST', url: '/BGMI/no-such-call', payload: {} }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) expect(answer.headers).toMatchObject(expected);
  });

  it('limits login attempts per minute with 429 and a message', async () => {
    const attempt = () => post(ctx.app, 'user/login', { bgmiUserId: 'nobody', password: 'x' });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status).toBe(false);
    expect(limited.body.message).toMatch(/Too many attempts/);
  });

  it('answers an unknown call with 404 in the common shape', async () => {
    const answer = await post(ctx.app, 'no-such-call', {});
    expect(answer.statusCode).toBe(404);
    expect(answer.body.status).toBe(false);
  });
});
