import { z } from 'zod';

/**
 * What the browser keeps under localStorage `userinfo` (spec: esports section 3, jantri section 3).
 * The wallet is the last balance the server reported, never computed in the browser.
 */
export const UserInfoSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  bgmiUserId: z.string(),
  name: z.string(),
  auth_token: z.string(),
  wallet: z.number().default(0),
  teamName: z.union([z.string(), z.array(z.string())]).optional(),
  team_name: z.array(z.string()).optional(),
  user_clients: z.array(z.string()).default([]),
  user_games: z.array(z.string()).default([]),
  isAdmin: z.boolean().optional(),
  isOrganizer: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/**
 * Who is signed in: userinfo without the server-held wallet and lists. The session store keeps
 * this; the wallet and the lists live in the account query (session/account-cache.ts).
 */
export type Identity = Omit<UserInfo, 'wallet' | 'user_clients' | 'user_games'>;

export function identityOf(userinfo: UserInfo | null): Identity | null {
  if (!userinfo) return null;
  // Type-level split (no schema at run time: this module is on the first page's critical path).
  const { wallet: _wallet, user_clients: _clients, user_games: _games, ...identity } = userinfo;
  return identity;
}

export const USERINFO_KEY = 'userinfo';
export const PREFILL_EMAIL_KEY = 'prefillEmail';
export const OPEN_SIGN_UP_KEY = 'openSignUp';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads stored user info; anything unreadable or without an auth token is cleared (spec). */
export function readStoredUserInfo(): UserInfo | null {
  const store = storage();
  const raw = store?.getItem(USERINFO_KEY);
  if (!raw) return null;
  try {
    const parsed = UserInfoSchema.safeParse(JSON.parse(raw));
    if (parsed.success && parsed.data.auth_token) return parsed.data;
  } catch {
    // fall through: corrupt JSON is treated like a missing token
  }
  store?.removeItem(USERINFO_KEY);
  return null;
}

/**
 * The one writer of stored userinfo. `null` removes it; a change is merged into what is stored
 * (`replace` starts from nothing, for a new login). The result keeps exactly the schema's fields
 * and is written only while it has an auth token, so a late wallet push after logout stores nothing.
 */
export function saveUserinfo(change: Partial<UserInfo> | null, replace = false): void {
  const store = storage();
  if (!store) return;
  if (!change) {
    store.removeItem(USERINFO_KEY);
    return;
  }
  const next = UserInfoSchema.safeParse({ ...(replace ? {} : readStoredUserInfo()), ...change });
  if (next.success && next.data.auth_token) store.setItem(USERINFO_KEY, JSON.stringify(next.data));
}

export function readPrefill(): { prefillEmail: string; openSignUp: boolean } {
  const store = storage();
  return {
    prefillEmail: store?.getItem(PREFILL_EMAIL_KEY) ?? '',
    openSignUp: store?.getItem(OPEN_SIGN_UP_KEY) === 'true',
  };
}

export function writePrefill(prefillEmail: string, openSignUp: boolean): void {
  const store = storage();
  if (!store) return;
  if (prefillEmail) store.setItem(PREFILL_EMAIL_KEY, prefillEmail);
  else store.removeItem(PREFILL_EMAIL_KEY);
  if (openSignUp) store.setItem(OPEN_SIGN_UP_KEY, 'true');
  else store.removeItem(OPEN_SIGN_UP_KEY);
}
