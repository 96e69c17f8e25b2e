import { AUTH_MESSAGES, EMAIL_PATTERN, type SignupBody } from '@bgmi/shared';

export type SignUpFields = SignupBody;

/** The sign-up form's checks, in the spec's order; returns the first message or null. */
export function validateSignUp(fields: SignUpFields): string | null {
  const values = Object.values(fields).map((value) => value.trim());
  if (values.some((value) => !value)) return AUTH_MESSAGES.fillAllFields;
  if (!EMAIL_PATTERN.test(fields.email.trim())) return AUTH_MESSAGES.invalidEmail;
  if (!/^\d{10}$/.test(fields.phone)) return AUTH_MESSAGES.phoneDigits;
  if (fields.password !== fields.confirmPassword) return AUTH_MESSAGES.passwordsDiffer;
  return null;
}

/** The phone input keeps digits only, at most 10 (spec). */
export function phoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 10);
}
