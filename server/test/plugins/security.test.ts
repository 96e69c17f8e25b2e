import { createTestApp, type TestApp } from '../helpers/test-app';
import { post } from '../helpers/api';

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

  it('sets helmet headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
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
