import type { SessionRow } from '../repositories/user/session-repository';

interface Entry {
  session: SessionRow;
  /** Date.now() after which the entry is no longer used. */
  expires: number;
}

/** Entries kept at most; the oldest go first (a bound on memory, not a policy). */
const MAX_ENTRIES = 50_000;

/**
 * Token sessions an instance reuses for `ttlMs` (SESSION_CACHE_MS) so the bet, the hottest call,
 * skips the token lookup (issue 26). Keyed by the token's hash, as the database keeps it. A
 * session ends in the cache when its token is revoked (`forget`: logout, logout everywhere,
 * password change, the expiry sweep, on every instance through plugins/sessions.ts), when it has
 * been unused for SESSION_IDLE_DAYS (checked on each use, as the SQL does), or after `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  /** The live session of a token hash, unless it left the cache or was idle too long. */
  get(tokenHash: string, idleDays: number, now = Date.now()): SessionRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const idle = now - entry.session.lastUsedAt.getTime() >= idleDays * 86_400_000;
    if (entry.expires <= now || idle) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: SessionRow, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Spread over the last quarter of the time to live, so sessions cached together (a burst of
    // logins, a restart) are not all looked up again in the same moment.
    const ttl = this.ttlMs * (0.75 + 0.25 * Math.random());
    this.entries.set(tokenHash, { session, expires: now + ttl });
  }

  /** The caller writes this session's last use now (services/session-auth.ts touch). */
  markUsed(tokenHash: string, at: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.session = { ...entry.session, lastUsedAt: at };
  }

  /** Drops the sessions of these token ids (revoked or expired). */
  forget(tokenIds: readonly string[]): void {
    if (!tokenIds.length || !this.entries.size) return;
    const ended = new Set(tokenIds);
    for (const [hash, entry] of this.entries)
      if (ended.has(entry.session.tokenId)) this.entries.delete(hash);
  }
}
