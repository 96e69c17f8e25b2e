import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, requiredText, textField } from './common';

/**
 * Accounts (DESIGN section 3, issue 25): change password, log out everywhere, recovery without
 * an SMS gateway (an admin-issued one-time code, or an e-mailed link where SMTP is set up).
 * The server also refuses common passwords (zxcvbn); the schema checks what a form can.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const ACCOUNT_MESSAGES = {
  passwordsDiffer: 'Passwords do not match.',
  passwordChanged: 'Password changed: every other session is logged out',
  wrongCurrent: 'currentPassword is not your current password',
  loggedOutEverywhere: 'Logged out on every device',
  resetDone: 'Password reset: log in with your new password',
  badCode: 'code is wrong or has expired',
  emailSent: 'If this BGMI ID has an e-mail address, a reset link has been sent to it',
  emailOff: 'E-mail reset is not set up on this site: ask an admin for a reset code',
} as const;

/** A new password: long enough, no control characters; the message names the field. */
export function newPasswordField(field: string) {
  return textField(field, {}, `${field} is required`)
    .min(1, { error: `${field} is required` })
    .min(PASSWORD_MIN_LENGTH, {
      error: `${field} must be at least ${PASSWORD_MIN_LENGTH} characters`,
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: `${field} must be at most ${PASSWORD_MAX_LENGTH} characters`,
    });
}

const confirmField = textField('confirmPassword', {}, 'confirmPassword is required').min(1, {
  error: 'confirmPassword is required',
});

export const ChangePasswordBody = z
  .object({
    currentPassword: textField('currentPassword', {}, 'currentPassword is required')
      .min(1, { error: 'currentPassword is required' })
      .max(PASSWORD_MAX_LENGTH, {
        error: `currentPassword must be at most ${PASSWORD_MAX_LENGTH} characters`,
      }),
    newPassword: newPasswordField('newPassword'),
    confirmPassword: confirmField,
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const changePasswordEndpoint = defineEndpoint({
  path: 'user/change-password',
  auth: true,
  body: ChangePasswordBody,
  response: StatusMessage.extend({ sessions_ended: z.number() }),
});

export const logoutEverywhereEndpoint = defineEndpoint({
  path: 'user/logout-everywhere',
  auth: true,
  body: z.object({}).passthrough(),
  response: StatusMessage.extend({ sessions_ended: z.number() }),
});

/** A reset code from an admin (short) or from an e-mailed link (long): letters, digits, - _. */
const resetCode = requiredText('code', 100).regex(/^[A-Za-z0-9_-]+$/, {
  error: ACCOUNT_MESSAGES.badCode,
});

export const ResetPasswordBody = z
  .object({
    bgmiUserId: requiredText('bgmiUserId', 40),
    code: resetCode,
    newPassword: newPasswordField('newPassword'),
    confirmPassword: confirmField,
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const resetPasswordEndpoint = defineEndpoint({
  path: 'user/reset-password',
  auth: false,
  body: ResetPasswordBody,
  response: StatusMessage,
});

export const requestResetEmailEndpoint = defineEndpoint({
  path: 'user/request-reset-email',
  auth: false,
  body: z.object({ bgmiUserId: requiredText('bgmiUserId', 40) }),
  response: StatusMessage,
});
