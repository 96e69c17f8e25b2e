import { asc } from 'drizzle-orm';
import type { ServiceCard } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { esportsServices } from '../../db/schema';
import { toServiceCard } from '../../wire/esports-events';

export type ServiceRow = typeof esportsServices.$inferSelect;
export type NewService = typeof esportsServices.$inferInsert;

/** The /services cards in their display order (public). */
export async function listServices(db: DbOrTx): Promise<ServiceCard[]> {
  const rows = await db
    .select()
    .from(esportsServices)
    .orderBy(asc(esportsServices.sortOrder), asc(esportsServices.createdAt));
  return rows.map(toServiceCard);
}

export async function insertService(db: DbOrTx, values: NewService): Promise<ServiceRow> {
  const rows = await db.insert(esportsServices).values(values).returning();
  return rows[0]!;
}
