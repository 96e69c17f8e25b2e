import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@bgmi/shared/server';
import type { AccountsConfig } from '../config';
import type { Database, Tx } from '../db/database';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import { hashPassword } from '../lib/passwords';
import { assertStrongPassword } from '../lib/password-strength';
import {
  clearLoginBackoff,
  insertResetCode,
  isKnownAddress,
  rememberAddress,
  revokeUserTokens,
  setPasswordHash,
  takeLoginAttempt,
  useResetCode,
} from '../repositories/user/account-repository';
import { insertAudit } from '../repositories/admin/admin-audit-repository';
import { findUserByBgmiUserId, type UserRow } from '../repositories/user/user-repository';
import type { AdminActionContext } from './admin-actions';
import { resetCodeAudit } from '../wire/user-accounts';

/** A known address is one that logged in to the account within this many days. */
const KNOWN_ADDRESS_DAYS = 30;
/** Admin codes are read out or typed: no 0/O, 1/I/L. 10 of 31 signs: about 50 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Client addresses are kept only as hashes (they are personal data). */
const addressHash = (address: string) => sha256(`login-address:${address}`);
/** Codes are compared case-insensitively (a code read over the phone loses its case). */
const codeHash = (code: string) => sha256(`reset-code:${code.trim().toUpperCase()}`);

/**
 * The per-account backoff (docs/decisions.md, "Login backoff"): counts this attempt against
 * the account, from whatever address, and answers 429 while the account waits, unless the
 * address logged in to it before (its owner's phone), which is always heard.
 */
export async function guardAttempt(
  database: Database,
  config: AccountsConfig,
  userId: string,
  address: string,
  field: string,
): Promise<void> {
  const policy = { after: config.backoffAfter, maxSeconds: config.backoffMaxSeconds };
  let taken = await takeLoginAttempt(database.db, userId, policy, false);
  if (
    !taken.allowed &&
    (await isKnownAddress(database.db, userId, addressHash(address), KNOWN_ADDRESS_DAYS))
  )
    taken = await takeLoginAttempt(database.db, userId, policy, true);
  if (!taken.allowed)
    throw new HttpError(
      429,
      `Too many failed attempts for this BGMI ID: try again in ${taken.waitSeconds} seconds`,
      field,
    );
}

/** A good password: the run of failures ends and the address becomes known. */
export async function loginSucceeded(database: Database, userId: string, address: string) {
  await database.transaction(async (tx) => {
    await clearLoginBackoff(tx, userId);
    await rememberAddress(tx, userId, addressHash(address));
  });
}

export function assertNewPassword(password: string, field: string, user: UserRow) {
  assertStrongPassword(password, field, [user.bgmiUserId, user.username, user.name, user.email]);
}

/** Sets a new password and ends every session but `keepTokenId`; returns the ended ids. */
export async function replacePassword(
  tx: Tx,
  userId: string,
  password: string,
  keepTokenId?: string,
): Promise<string[]> {
  await setPasswordHash(tx, userId, await hashPassword(password));
  await clearLoginBackoff(tx, userId);
  return revokeUserTokens(tx, userId, keepTokenId);
}

/** Reset by code (admin-issued or e-mailed): one use, before its expiry, then every session ends. */
export async function resetWithCode(
  database: Database,
  config: AccountsConfig,
  input: { bgmiUserId: string; code: string; newPassword: string; address: string; now: Date },
): Promise<string[]> {
  const user = await findUserByBgmiUserId(database.db, input.bgmiUserId);
  if (!user) throw badRequest(ACCOUNT_MESSAGES.badCode, 'code');
  // A weak password is refused before the code is spent.
  assertNewPassword(input.newPassword, 'newPassword', user);
  await guardAttempt(database, config, user.id, input.address, 'code');
  const ended = await database.transaction(async (tx) => {
    if (!(await useResetCode(tx, user.id, codeHash(input.code), input.now))) return null;
    return replacePassword(tx, user.id, input.newPassword);
  });
  if (!ended) throw badRequest(ACCOUNT_MESSAGES.badCode, 'code');
  return ended;
}

function adminCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** An admin, having checked the person, issues a code; the audit keeps who and when, never it. */
export async function adminIssueResetCode(
  ctx: AdminActionContext,
  bgmiUserId: string,
  minutes: number,
  now = new Date(),
) {
  return ctx.database.transaction(async (tx: Tx) => {
    const user = await findUserByBgmiUserId(tx, bgmiUserId);
    if (!user) throw notFound(`No user with BGMI ID ${bgmiUserId}`, 'bgmiUserId');
    const code = adminCode();
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    await insertResetCode(tx, {
      userId: user.id,
      codeHash: codeHash(code),
      kind: 'admin',
      expiresAt,
    });
    await insertAudit(tx, ctx.actor, {
      action: 'issue-reset-code',
      target: `user ${user.bgmiUserId}`,
      before: null,
      after: resetCodeAudit(expiresAt),
    });
    return { bgmiUserId: user.bgmiUserId, code, expiresAt };
  });
}

/** The token of an e-mailed link: 256 bits, stored hashed like a code. */
export async function issueEmailResetToken(
  database: Database,
  userId: string,
  minutes: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  await database.transaction((tx) =>
    insertResetCode(tx, { userId, codeHash: codeHash(token), kind: 'email', expiresAt }),
  );
  return token;
}
