/**
 * What the browser keeps under localStorage `userinfo` (spec: esports section 3, jantri section 3).
 * The wallet is the last balance the server reported, never computed in the browser.
 */
export interface UserInfo {
  _id: string;
  userId: string;
  username: string;
  bgmiUserId: string;
  name: string;
  auth_token: string;
  wallet: number;
  teamName?: string | string[];
  team_name?: string[];
  user_clients: string[];
  user_games: string[];
  isAdmin?: boolean;
  isOrganizer?: boolean;
}

const TEXT_FIELDS = ['_id', 'userId', 'username', 'bgmiUserId', 'name', 'auth_token'] as const;
const FLAGS = ['isAdmin', 'isOrganizer'] as const;
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isText);

/**
 * Stored userinfo as the spec's fields, or null when a field has the wrong type. Written by hand
 * rather than with zod because it runs on every first load (the session store reads it at once),
 * and the page's first load carries no schema library; it keeps exactly the fields below, with
 * the same defaults (wallet 0, empty lists). `user-info.test.ts` checks it against the zod schema.
 */
export function parseUserInfo(value: unknown): UserInfo | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const info: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) {
    if (!isText(raw[key])) return null;
    info[key] = raw[key];
  }
  const { wallet = 0, user_clients = [], user_games = [], teamName, team_name } = raw;
  if (typeof wallet !== 'number' || !Number.isFinite(wallet)) return null;
  if (!isTextList(user_clients) || !isTextList(user_games)) return null;
  if (teamName !== undefined && !isText(teamName) && !isTextList(teamName)) return null;
  if (team_name !== undefined && !isTextList(team_name)) return null;
  // The schema's field order (the stored JSON reads as before).
  info.wallet = wallet;
  if ('teamName' in raw) info.teamName = Array.isArray(teamName) ? [...teamName] : teamName;
  if ('team_name' in raw) info.team_name = team_name && [...team_name];
  Object.assign(info, { user_clients: [...user_clients], user_games: [...user_games] });
  for (const key of FLAGS) {
    if (raw[key] !== undefined && typeof raw[key] !== 'boolean') return null;
    if (key in raw) info[key] = raw[key];
  }
  return info as unknown as UserInfo;
}

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
    const parsed = parseUserInfo(JSON.parse(raw));
    if (parsed?.auth_token) return parsed;
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
  const next = parseUserInfo({ ...(replace ? {} : readStoredUserInfo()), ...change });
  if (next?.auth_token) store.setItem(USERINFO_KEY, JSON.stringify(next));
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
