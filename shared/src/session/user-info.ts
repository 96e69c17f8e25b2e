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

export function writeStoredUserInfo(userinfo: UserInfo | null): void {
  const store = storage();
  if (!store) return;
  if (userinfo) store.setItem(USERINFO_KEY, JSON.stringify(userinfo));
  else store.removeItem(USERINFO_KEY);
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
