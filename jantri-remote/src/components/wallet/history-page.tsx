import type { ReactNode } from 'react';
import { PageHead } from './page-head';
import { HistoryTable, type HistoryRow } from './history-table';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * The deposit and the withdraw history (spec: the same page for both): the head with the wallet,
 * then the query's rows in the history table; `children` adds what a row opens.
 */
export function HistoryPage({
  title,
  query,
  rows,
  children,
}: {
  title: string;
  query: QueryLike;
  rows: HistoryRow[];
  children?: ReactNode;
}) {
  return (
    <section className="page wui-page">
      <PageHead title={title} />
      <HistoryTable
        isPending={query.isPending}
        error={query.isError ? query.error : null}
        rows={rows}
      />
      {children}
    </section>
  );
}
