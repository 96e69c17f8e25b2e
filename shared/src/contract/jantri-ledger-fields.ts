import { z } from 'zod';
import { LEDGER_MESSAGES } from '../jantri/messages';
import { todayInIndia } from '../jantri/numbers';
import { dateField, hasAtMostDecimals, optionalText, textField, toNumberInput } from './common';

/** Field helpers of the ledger contract (jantri spec sections 5 and 7). */

/** The caller as the spec's bodies name it; the server checks both against the token. */
export const Caller = {
  username: optionalText('username', 80),
  user_id: optionalText('user_id', 80),
};

/** A required name whose missing message is the screen's own words. */
export function nameField(field: string, message: string, max = 80) {
  return textField(field, {}, message)
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${field} must be at most ${max} characters` });
}

/** A filter name: empty or absent means all. */
export const optionalName = optionalText('name', 80);

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : value;

/** A number typed in a form: '' or absent is undefined; text that is no number is refused. */
export function optionalNumber(field: string, { min = 0, max = 10_000_000, decimals = 2 } = {}) {
  return z.preprocess(
    (value) => toNumberInput(emptyToUndefined(value)),
    z
      .number({ error: `${field} must be a number` })
      .refine(Number.isFinite, { error: `${field} must be a number` })
      .refine((n) => hasAtMostDecimals(n, decimals), {
        error: `${field} can have at most ${decimals} decimals`,
      })
      .refine((n) => n >= min, { error: `${field} must be at least ${min}` })
      .refine((n) => n <= max, { error: `${field} must be at most ${max}` })
      .optional(),
  );
}

/** A percentage 0-100 that defaults to 0 (lc and patti). */
export function percentField(field: string) {
  return optionalNumber(field, { max: 100 }).transform((n) => n ?? 0);
}

/** A required number with the form's own missing message (passing rate, amount). */
export function requiredNumber(
  field: string,
  missing: string,
  { min = 0, max = 10_000_000, decimals = 2 } = {},
) {
  return z.preprocess(
    (value) => toNumberInput(emptyToUndefined(value)),
    z
      .number({ error: missing })
      .refine(Number.isFinite, { error: `${field} must be a number` })
      .refine((n) => hasAtMostDecimals(n, decimals), {
        error: `${field} can have at most ${decimals} decimals`,
      })
      .refine((n) => n >= min, { error: `${field} must be at least ${min}` })
      .refine((n) => n <= max, { error: `${field} must be at most ${max}` }),
  );
}

/** A day (YYYY-MM-DD), never later than today in India (spec: dates cannot be later than today). */
export const dayField = dateField('date').refine((day) => day <= todayInIndia(), {
  error: LEDGER_MESSAGES.dateInFuture,
});
