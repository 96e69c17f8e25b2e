import { SessionCache } from '../../src/services/session-cache';
import type { SessionRow } from '../../src/repositories/user/session-repository';

const DAY = 86_400_000;
const session = (tokenId: string, lastUsedAt: number): SessionRow => ({
  tokenId,
  lastUsedAt: new Date(lastUsedAt),
  user: { id: 'u', username: 'u', bgmiUserId: 'u', name: 'U', isAdmin: false },
});

describe('SessionCache (SESSION_CACHE_MS)', () => {
  const now = Date.now();

  it('keeps a session for its time to live (the last quarter spread), then asks for a lookup again', () => {
    const cache = new SessionCache(2000);
    cache.set('h1', session('t1', now), now);
    expect(cache.get('h1', 30, now + 1499)?.tokenId).toBe('t1');
    expect(cache.get('h1', 30, now + 2000)).toBeUndefined();
  });

  it('drops a revoked token at once, and one idle for SESSION_IDLE_DAYS', () => {
    const cache = new SessionCache(60_000);
    cache.set('h1', session('t1', now), now);
    cache.set('h2', session('t2', now - 30 * DAY + 10), now);
    cache.forget(['t1']);
    expect(cache.get('h1', 30, now)).toBeUndefined();
    expect(cache.get('h2', 30, now)).toBeDefined();
    expect(cache.get('h2', 30, now + 10)).toBeUndefined();
  });

  it('keeps the last use written by the call, and keeps nothing with 0', () => {
    const cache = new SessionCache(60_000);
    cache.set('h1', session('t1', now - DAY), now);
    cache.markUsed('h1', new Date(now));
    expect(cache.get('h1', 30, now)?.lastUsedAt.getTime()).toBe(now);
    const off = new SessionCache(0);
    off.set('h1', session('t1', now), now);
    expect(off.get('h1', 30, now)).toBeUndefined();
  });
});
