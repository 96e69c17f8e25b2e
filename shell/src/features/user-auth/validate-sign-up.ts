import { EMAIL_PATTERN, type SignupBody } from '@bgmi/shared';
import { toAsciiDigits } from '@bgmi/shared/i18n';

export type SignUpFields = SignupBody;

/** What a sign-up check found (the shell catalogue's `auth.message.<problem>` words it). */
export type SignUpProblem = 'fillAllFields' | 'invalidEmail' | 'phoneDigits' | 'passwordsDiffer';

/** The sign-up form's checks, in the spec's order; returns the first problem or null. */
export function validateSignUp(fields: SignUpFields): SignUpProblem | null {
  const values = Object.values(fields).map((value) => value.trim());
  if (values.some((value) => !value)) return 'fillAllFields';
  if (!EMAIL_PATTERN.test(fields.email.trim())) return 'invalidEmail';
  if (!/^\d{10}$/.test(fields.phone)) return 'phoneDigits';
  if (fields.password !== fields.confirmPassword) return 'passwordsDiffer';
  return null;
}

/** The phone input keeps digits only (Devanagari ones read as digits), at most 10 (spec). */
export function phoneInput(value: string): string {
  return toAsciiDigits(value).replace(/\D/g, '').slice(0, 10);
}
