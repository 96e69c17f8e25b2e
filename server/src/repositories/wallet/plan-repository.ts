import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { plans, recharges } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type RechargeRow = typeof recharges.$inferSelect;

/** Plans on sale: cheapest first. */
export async function listActivePlans(db: DbOrTx): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.pricePaise), asc(plans.name));
}

export async function findActivePlanByName(db: DbOrTx, name: string): Promise<PlanRow | null> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), sql`lower(btrim(${plans.name})) = lower(btrim(${name}))`))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertPlan(
  db: DbOrTx,
  values: Pick<PlanRow, 'name' | 'pricePaise' | 'duration' | 'validityDays' | 'features'> &
    Partial<Pick<PlanRow, 'button' | 'icon' | 'highlightLevel'>>,
): Promise<PlanRow> {
  const rows = await db.insert(plans).values(values).returning();
  return rows[0]!;
}

/** Takes a plan off sale; recharges already bought keep their copy of its name and price. */
export async function deactivatePlan(db: DbOrTx, name: string): Promise<PlanRow | null> {
  const rows = await db
    .update(plans)
    .set({ active: false })
    .where(and(eq(plans.active, true), sql`lower(btrim(${plans.name})) = lower(btrim(${name}))`))
    .returning();
  return rows[0] ?? null;
}

export async function insertRecharge(
  db: DbOrTx,
  values: Pick<
    RechargeRow,
    'userId' | 'depositId' | 'planId' | 'planName' | 'planAmountPaise' | 'validityDays'
  >,
): Promise<RechargeRow> {
  const rows = await db.insert(recharges).values(values).returning();
  return rows[0]!;
}

export async function findRechargeByDeposit(
  db: DbOrTx,
  depositId: string,
): Promise<RechargeRow | null> {
  const rows = await db.select().from(recharges).where(eq(recharges.depositId, depositId)).limit(1);
  return rows[0] ?? null;
}

/** Pending -> active (with expiry) or rejected, once. */
export async function decideRecharge(
  db: DbOrTx,
  id: string,
  status: 1 | 2,
): Promise<RechargeRow | null> {
  const rows = await db
    .update(recharges)
    .set(
      status === 1
        ? {
            status,
            activatedAt: sql`now()`,
            expiresAt: sql`now() + make_interval(days => ${recharges.validityDays})`,
          }
        : { status },
    )
    .where(and(eq(recharges.id, id), eq(recharges.status, 0)))
    .returning();
  return rows[0] ?? null;
}
