import { z } from 'zod';

/** Every answer carries `status` and `message` (DESIGN section 3). */
export const StatusMessage = z.object({
  status: z.boolean(),
  message: z.string(),
});
export type StatusMessage = z.infer<typeof StatusMessage>;

/** The body of every failure: the status flag, the message, and the field at fault if any. */
export const FailureBody = StatusMessage.extend({ field: z.string().optional() });
export type FailureBody = z.infer<typeof FailureBody>;

/** A required, trimmed text field whose message names the field. */
export function requiredText(field: string, max = 200, message = `${field} is required`) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${field} must be at most ${max} characters` });
}

/** Any text a user may leave empty, trimmed and bounded. */
export function optionalText(field: string, max = 2000) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .optional();
}

/** Rupee amounts on the wire: finite, at most 2 decimals, within a sane bound. */
export function rupees(field: string, { min = 0, max = 10_000_000 } = {}) {
  return z.coerce
    .number({ error: `${field} must be a number` })
    .refine(Number.isFinite, { error: `${field} must be a number` })
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), {
      error: `${field} can have at most 2 decimals`,
    })
    .refine((n) => n >= min, { error: `${field} must be at least ${min}` })
    .refine((n) => n <= max, { error: `${field} must be at most ${max}` });
}

/** Server ids are UUID strings. */
export function idField(field: string) {
  return z.string({ error: `${field} is required` }).uuid({ error: `${field} is not a valid id` });
}

/** An empty body: calls the spec lists with no payload. */
export const EmptyBody = z.object({}).passthrough();

/** Status codes of deposits, withdrawals and tickets: 0 Pending, 1 Success, 2 Rejected. */
export const STATUS_LABELS: Record<number, string> = { 0: 'Pending', 1: 'Success', 2: 'Rejected' };
