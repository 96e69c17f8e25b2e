import { parseTrustProxy } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Login attempts from one socket address, each with its own X-Forwarded-For header. */
async function attempts(ctx: TestApp, calls: { from: string; forwardedFor?: string }[]) {
  const codes: number[] = [];
  for (const call of calls) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/BGMI/user/login',
      remoteAddress: call.from,
      headers: call.forwardedFor ? { 'x-forwarded-for': call.forwardedFor } : {},
      payload: { bgmiUserId: 'nobody_here', password: 'wrong-password' },
    });
    codes.push(response.statusCode);
  }
  return codes;
}

describe('TRUST_PROXY and the login rate limit', () => {
  it('parses unset as trust none, a number as hops and anything else as addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('unset: a new forged X-Forwarded-For per request still gets 429', async () => {
    const ctx = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '' });
    try {
      const codes = await attempts(
        ctx,
        [1, 2, 3, 4, 5].map((n) => ({ from: '203.0.113.7', forwardedFor: `198.51.100.${n}` })),
      );
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await ctx.close();
    }
  });

  it('a hop count: the proxy-appended address counts, a forged left part does not', async () => {
    const ctx = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    try {
      // The proxy appends the real client (198.51.100.9) after whatever the client sent.
      const forged = [1, 2, 3, 4].map((n) => ({
        from: '10.0.0.1',
        forwardedFor: `192.0.2.${n}, 198.51.100.9`,
      }));
      expect(await attempts(ctx, forged)).toEqual([401, 401, 401, 429]);
      // Another real client behind the same proxy has its own allowance.
      expect(await attempts(ctx, [{ from: '10.0.0.1', forwardedFor: '198.51.100.10' }])).toEqual([
        401,
      ]);
    } finally {
      await ctx.close();
    }
  });

  it('a list of addresses: X-Forwarded-For counts only when it comes through a listed proxy', async () => {
    const ctx = await createTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '10.0.0.1' });
    try {
      const direct = [1, 2, 3].map((n) => ({ from: '203.0.113.8', forwardedFor: `192.0.2.${n}` }));
      expect(await attempts(ctx, direct)).toEqual([401, 401, 429]);
      const viaProxy = [1, 2, 3].map((n) => ({
        from: '10.0.0.1',
        forwardedFor: `198.51.100.${n}`,
      }));
      expect(await attempts(ctx, viaProxy)).toEqual([401, 401, 401]);
    } finally {
      await ctx.close();
    }
  });
});
