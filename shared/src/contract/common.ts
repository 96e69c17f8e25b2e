import { z } from 'zod';

/**
 * Every answer carries `status` and `message` (DESIGN section 3), and beside a message the API
 * words, its stable `code` (shared/src/i18n/api-messages) with the `params` it was worded with,
 * so a client shows it in the reader's language (DESIGN section 9).
 */
export const StatusMessage = z.object({
  status: z.boolean(),
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});
export type StatusMessage = z.infer<typeof StatusMessage>;

/** One sentence the API words by its code (a client words it in its reader's language). */
export const ApiWords = z.object({
  code: z.string(),
  params: z.record(z.string(), z.string()).optional(),
});
export type ApiWords = z.infer<typeof ApiWords>;

/** The reader's language for what the server words itself (images, files); English by default. */
export const readerLanguage = z
  .enum(['en', 'hi'], { error: 'language must be en or hi' })
  .optional();

/** The body of every failure: the status flag, the message, and the field at fault if any. */
export const FailureBody = StatusMessage.extend({ field: z.string().optional() });
export type FailureBody = z.infer<typeof FailureBody>;

/**
 * Control characters (C0, DEL, C1) never belong in a text field: NUL breaks PostgreSQL and the
 * rest only hide text. Multi-line fields (bet text, messages, descriptions) keep tab, line feed
 * and carriage return, since pasted text from Windows ends lines with CR LF (DESIGN section 3).
 */
// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F-\u009F]*$/;
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
/* eslint-enable no-control-regex */

export interface TextOptions {
  /** Allows tab and line breaks (bet text, messages, descriptions). */
  multiline?: boolean;
}

/** The one text schema: a string without control characters, refused with the field's name. */
export function textField(field: string, options: TextOptions = {}, typeMessage?: string) {
  return z
    .string({ error: typeMessage ?? `${field} must be text` })
    .regex(options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, {
      error: `${field} must not contain control characters`,
    });
}

/** A required, trimmed text field whose message names the field. */
export function requiredText(
  field: string,
  max = 200,
  message = `${field} is required`,
  options: TextOptions = {},
) {
  return textField(field, options, message)
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${field} must be at most ${max} characters` });
}

/** Any text a user may leave empty, trimmed and bounded. */
export function optionalText(field: string, max = 2000, options: TextOptions = {}) {
  return textField(field, options)
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .optional();
}

/** True when `YYYY-MM-DD` names a day of the calendar (no 2024-02-30, no year 0). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The one date schema: a real calendar day as YYYY-MM-DD (years 1900-2999). */
export function dateField(field = 'date') {
  return z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be YYYY-MM-DD` })
    .refine(isCalendarDay, { error: `${field} is not a valid date` });
}

/**
 * A number typed or sent with at most `decimals` places: 0.001 is refused rather than rounded,
 * so money and rates never change silently.
 */
export function hasAtMostDecimals(n: number, decimals: number): boolean {
  const scaled = n * 10 ** decimals;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

/**
 * Numbers arrive as JSON numbers or as typed text. Unlike z.coerce, booleans, arrays and
 * objects are left as they are, so z.number refuses them (z.coerce turned `true` into 1).
 */
export function toNumberInput(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const n = Number(value.trim());
  return Number.isNaN(n) ? value : n;
}

/** A page size: a whole number 1..max, `fallback` when absent (history and list calls). */
export function limitField(max = 100, fallback = 20) {
  return z
    .preprocess(
      toNumberInput,
      z
        .number({ error: 'limit must be a number' })
        .int({ error: 'limit must be a whole number' })
        .min(1, { error: 'limit must be at least 1' })
        .max(max, { error: `limit must be at most ${max}` })
        .optional(),
    )
    .transform((n) => n ?? fallback);
}

/** Rupee amounts on the wire: finite, at most 2 decimals, within a sane bound. */
export function rupees(field: string, { min = 0, max = 10_000_000 } = {}) {
  return z.preprocess(
    toNumberInput,
    z
      .number({ error: `${field} must be a number` })
      .refine(Number.isFinite, { error: `${field} must be a number` })
      .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), {
        error: `${field} can have at most 2 decimals`,
      })
      .refine((n) => n >= min, { error: `${field} must be at least ${min}` })
      .refine((n) => n <= max, { error: `${field} must be at most ${max}` }),
  );
}

/**
 * Server ids are UUIDs (RFC 9562: version and variant digits included). Anything merely
 * uuid-shaped, such as 36 hex digits or dashes, is refused here, never sent to a uuid column.
 */
export const UUID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12})$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Server ids are UUID strings. */
export function idField(field: string) {
  return z
    .string({ error: `${field} is required` })
    .regex(UUID_PATTERN, { error: `${field} is not a valid id` });
}

/**
 * An id or a reference (a deposit's UTR): a value shaped like a uuid (36 characters of hex
 * digits and dashes) must be a real one, so it is never sent to a uuid column when it is not.
 */
export function idOrReferenceField(field: string, max = 80) {
  return requiredText(field, max).refine(
    (value) => !/^[0-9a-f-]{36}$/i.test(value) || isUuid(value),
    { error: `${field} is not a valid id` },
  );
}

/** An empty body: calls the spec lists with no payload. */
export const EmptyBody = z.object({}).passthrough();

/** Status codes of deposits, withdrawals and tickets: 0 Pending, 1 Success, 2 Rejected. */
export const STATUS_LABELS: Record<number, string> = { 0: 'Pending', 1: 'Success', 2: 'Rejected' };

/**
 * Paging of history and list calls (DESIGN section 3): `limit` rows per answer and the
 * `cursor` of the previous answer's `nextCursor` for the next page; without a cursor the
 * newest rows come first, so screens that send neither keep working.
 */
export function pageFields(max: number, fallback: number) {
  return {
    limit: limitField(max, fallback),
    cursor: optionalText('cursor', 200),
  };
}

/** `nextCursor` is null on the last page. */
export const NextCursor = { nextCursor: z.string().nullable().optional() };
