import { bigint, bigserial, timestamp, uuid } from 'drizzle-orm/pg-core';

// The column builders the schema files share, so that a column the migrations spell the same way
// in many tables (a uuid key, created_at, a timestamptz) is written once. Each call makes a new
// builder: Drizzle binds a builder to the one table it is used in.

/** `id uuid PRIMARY KEY DEFAULT gen_random_uuid()` */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** `id bigserial PRIMARY KEY`, read as a number. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** `<name> timestamptz` */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at timestamptz NOT NULL DEFAULT now()` */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** A bigint read as a number (paise, sequence numbers). */
export const bigNumber = (name: string) => bigint(name, { mode: 'number' });
