import type { FastifyInstance } from 'fastify';
import { statementEndpoint, type StatementEntry } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listOwnEntries } from '../../repositories/money-controls/money-controls-repository';
import { csvWords } from '../../services/csv-words';
import { toStatementEntry } from '../../wire/wallet';

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Every ledger entry of the caller, oldest first, also as CSV for the download. */
export default async function statementRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    statementEndpoint,
    async ({ body, user }) => {
      const rows = await listOwnEntries(app.database.db, user.id);
      const data: StatementEntry[] = rows.map(toStatementEntry);
      const w = csvWords(body.language);
      const csv = [
        ['time', 'kind', 'amount', 'balance', 'reference'].map(w).join(','),
        ...data.map((e) =>
          [e.at, w(e.kind), e.amount, e.balance, e.reference].map(csvCell).join(','),
        ),
      ].join('\n');
      return { status: true, message: data.length ? 'Statement' : 'No data found', data, csv };
    },
    { money: 'view' },
  );
}
