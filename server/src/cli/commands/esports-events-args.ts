import { z } from 'zod';
import { describeZodError, rupees } from '@bgmi/shared/server';
import { badRequest } from '../../lib/http-error';

/** `key=value` arguments of the esports admin commands, as a record. */
export function keyValues(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0) throw badRequest(`Expected key=value, got "${arg}"`, 'args');
    out[arg.slice(0, at)] = arg.slice(at + 1);
  }
  return out;
}

/** Parses with a zod schema; the first problem becomes a 400 naming the key. */
export function parseArgs<T extends z.ZodType>(schema: T, values: unknown): z.output<T> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const { message, field } = describeZodError(result.error, 'args');
  throw badRequest(message, field);
}

const text = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` });
const date = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .refine((value) => !Number.isNaN(Date.parse(value)), {
      error: `${field} must be a date (ISO 8601)`,
    })
    .transform((value) => new Date(value));

/** The keys an event's create and its edit both take, checked alike. */
const eventFields = {
  title: text('title'),
  map: text('map'),
  match_type: text('match_type'),
  max_players: z.coerce
    .number({ error: 'max_players must be a number' })
    .int()
    .positive({ error: 'max_players must be above 0' }),
  start: date('start'),
  end: date('end'),
};

export const EventArgs = z
  .object({
    ...eventFields,
    session_id: z.string().trim().optional(),
    prize: rupees('prize').optional(),
    per_player: rupees('per_player').optional(),
    description: z.string().trim().optional(),
    registration: z
      .enum(['open', 'closed'], { error: 'registration must be open or closed' })
      .optional(),
  })
  .refine((args) => args.end > args.start, { error: 'end must be after start', path: ['end'] });

export const EventPatchArgs = z
  .object({
    ...eventFields,
    session_id: text('session_id'),
    prize: rupees('prize'),
    per_player: rupees('per_player'),
    description: z.string().trim(),
  })
  .partial()
  .strict();

export const BlogArgs = z.object({
  title: text('title'),
  author: text('author'),
  excerpt: text('excerpt'),
  media: text('media'),
  date: date('date').optional(),
});

export const ServiceArgs = z.object({
  title: text('title'),
  icon: text('icon'),
  description: text('description'),
  price: rupees('price'),
  button: text('button'),
  benefits: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split('|')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
});
