import { type LaserRow } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { hisabRows, lainDainRows } from '../repositories/jantri-ledger/jantri-hisab-repository';
import { toLaserRow } from '../wire/jantri-ledger';
import { readsTogether } from '../db/reads-together';

/**
 * The laser book (DESIGN section 5): per client and date up to `upTo`, profit_loss (the day's
 * hisab), recive_pay (the day's lain-dain: a receipt from the client negative, a payment to him
 * positive), final = profit_loss + recive_pay, and the running balance; lain when the operator
 * is to receive (balance above 0), dain when he is to pay. Without a client, all clients are
 * summed per date under the name 'All Client'.
 */
export async function buildLaserBook(
  db: DbOrTx,
  userId: string,
  clientName: string | null,
  upTo: string,
  allLabel: string,
): Promise<LaserRow[]> {
  const filter = { clientName: clientName ?? undefined, upTo };
  const [hisab, lainDain] = await readsTogether(db, [
    () => hisabRows(db, userId, filter),
    () => lainDainRows(db, userId, filter),
  ]);
  const days = new Map<string, { profit: number; receivePay: number }>();
  const day = (date: string) => {
    const entry = days.get(date) ?? { profit: 0, receivePay: 0 };
    days.set(date, entry);
    return entry;
  };
  for (const row of hisab) day(row.resultDate).profit += row.profitLossPaise;
  for (const row of lainDain) {
    day(row.entryDate).receivePay += row.type === 'receive' ? -row.amountPaise : row.amountPaise;
  }
  let balance = 0;
  return [...days.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([date, { profit, receivePay }]) => {
      const final = profit + receivePay;
      balance += final;
      return toLaserRow(date, clientName ?? allLabel, { profit, receivePay, final, balance });
    });
}
