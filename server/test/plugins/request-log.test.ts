import { appWithLogLines } from '../helpers/logged-app';
import { post, signUp } from '../helpers/api';

/** One access-log line per call (lib/request-log.ts), with no header in it. */
describe('request log', () => {
  const logged = appWithLogLines();
  const { lines } = logged;

  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one line per answered call: method, path, status and time', async () => {
    const ctx = logged.ctx();
    const user = await signUp(ctx.app);
    lines.length = 0;
    await post(ctx.app, 'get-services', {});
    const refused = await post(ctx.app, 'user/refresh', {}, 'not-a-token');
    expect(refused.statusCode).toBe(401);
    await post(ctx.app, 'user/refresh', {}, user.token);

    const calls = parsed().filter((line) => line.msg === 'request completed');
    expect(calls.map((line) => [line.method, line.url, line.statusCode])).toEqual([
      ['POST', '/BGMI/get-services', 200],
      ['POST', '/BGMI/user/refresh', 401],
      ['POST', '/BGMI/user/refresh', 200],
    ]);
    expect(calls.every((line) => typeof line.responseTime === 'number')).toBe(true);
    // Each line names its call as the request's own logger does (written without redaction).
    expect(new Set(calls.map((line) => line.reqId)).size).toBe(3);
    expect(calls.every((line) => /^req-/.test(String(line.reqId)))).toBe(true);
    expect(parsed().filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(lines.join('')).not.toContain(user.token);
  });
});
