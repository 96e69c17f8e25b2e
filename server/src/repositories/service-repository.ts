import { asc } from 'drizzle-orm';
import { paiseToRupees, type ServiceCard } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { esportsServices } from '../db/schema';

export type ServiceRow = typeof esportsServices.$inferSelect;
export type NewService = typeof esportsServices.$inferInsert;

/** The /services cards in their display order (public). */
export async function listServices(db: DbOrTx): Promise<ServiceCard[]> {
  const rows = await db
    .select()
    .from(esportsServices)
    .orderBy(asc(esportsServices.sortOrder), asc(esportsServices.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    icon: row.icon,
    title: row.title,
    description: row.description,
    benefits: row.benefits,
    price: paiseToRupees(row.pricePaise),
    button: row.buttonLabel,
  }));
}

export async function insertService(db: DbOrTx, values: NewService): Promise<ServiceRow> {
  const rows = await db.insert(esportsServices).values(values).returning();
  return rows[0]!;
}
