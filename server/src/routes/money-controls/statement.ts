import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@bgmi/shared';
import { statementEndpoint, type StatementEntry } from '@bgmi/shared/day-and-money';
import { postEndpoint } from '../../lib/endpoint-route';
import { listOwnEntries } from '../../repositories/money-controls-repository';

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Every ledger entry of the caller, oldest first, also as CSV for the download. */
export default async function statementRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    statementEndpoint,
    async ({ user }) => {
      const rows = await listOwnEntries(app.database.db, user.id);
      const data: StatementEntry[] = rows.map((row) => ({
        at: row.createdAt.toISOString(),
        kind: row.kind,
        amount: paiseToRupees(row.amountPaise),
        balance: paiseToRupees(row.balanceAfterPaise),
        reference: row.reference,
      }));
      const csv = [
        'time,kind,amount,balance,reference',
        ...data.map((e) => [e.at, e.kind, e.amount, e.balance, e.reference].map(csvCell).join(',')),
      ].join('\n');
      return { status: true, message: data.length ? 'Statement' : 'No data found', data, csv };
    },
    { money: 'view' },
  );
}
