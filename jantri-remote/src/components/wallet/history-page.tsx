import type { ReactNode } from 'react';
import { PageHead } from './page-head';
import { HistoryTable, type HistoryRow } from './history-table';

/** The history call's query: its state, and the records of its answer once there. */
interface HistoryQuery<Entry> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data?: { data: Entry[] };
}

/**
 * The deposit and the withdraw history (spec: the same page for both): the head with the wallet,
 * then the query's records as rows of the history table (`row` picks a record's cells, the row is
 * keyed by its `_id`); `children` adds what a row opens.
 */
export function HistoryPage<Entry extends { _id: string }>({
  title,
  query,
  row,
  children,
}: {
  title: string;
  query: HistoryQuery<Entry>;
  row: (record: Entry) => Omit<HistoryRow, 'id'>;
  children?: ReactNode;
}) {
  const records = query.data?.data ?? [];
  return (
    <section className="page wui-page">
      <PageHead title={title} />
      <HistoryTable
        isPending={query.isPending}
        error={query.isError ? query.error : null}
        rows={records.map((record) => ({ id: record._id, ...row(record) }))}
      />
      {children}
    </section>
  );
}
