import { FOREIGN_TOKEN_MESSAGE } from '@bgmi/shared/server';
import type { AuthUser } from '../repositories/user/user-repository';
import { HttpError } from './http-error';

/** Body fields that name a user, and which attribute of the token's user each must equal. */
const IDENTITY_ATTRIBUTE = {
  bgmiUserId: 'bgmiUserId',
  username: 'username',
  userId: 'id',
  user_id: 'id',
  senderId: 'id',
  receiverId: 'id',
  from: 'id',
  leader_bgmiId: 'bgmiUserId',
} as const satisfies Record<string, keyof AuthUser>;

export type IdentityField = keyof typeof IDENTITY_ATTRIBUTE;

/** DESIGN section 3's list; a route whose body names another user in one of these overrides it. */
export const DEFAULT_IDENTITY_FIELDS: readonly IdentityField[] = [
  'bgmiUserId',
  'username',
  'userId',
  'user_id',
  'senderId',
  'from',
];

/** One user attribute a request's body names, as given (trimmed). */
export interface IdentityClaim {
  attribute: (typeof IDENTITY_ATTRIBUTE)[IdentityField];
  field: IdentityField;
  given: string;
}

/** The user attributes the body names in `fields` (empty values name nobody). */
export function claimedIdentities(
  body: unknown,
  fields: readonly IdentityField[] = DEFAULT_IDENTITY_FIELDS,
): IdentityClaim[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const claims: IdentityClaim[] = [];
  for (const field of fields) {
    const value = record[field];
    if (value === undefined || value === null || value === '') continue;
    claims.push({ attribute: IDENTITY_ATTRIBUTE[field], field, given: String(value).trim() });
  }
  return claims;
}

/**
 * 401 `token not belonging to the user` when the body names a user other than the token's.
 * Game ids and usernames compare case-insensitively, as they are unique that way.
 */
export function assertBodyNamesCaller(
  body: unknown,
  user: AuthUser,
  fields: readonly IdentityField[] = DEFAULT_IDENTITY_FIELDS,
): void {
  for (const { attribute, field, given } of claimedIdentities(body, fields)) {
    const expected = String(user[attribute]);
    const same =
      attribute === 'id' ? given === expected : given.toLowerCase() === expected.toLowerCase();
    if (!same) throw new HttpError(401, FOREIGN_TOKEN_MESSAGE, field);
  }
}
