import type { ReactNode } from 'react';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** Loading, error and empty states of an admin list, then the list. */
export function QueryState({
  query,
  empty,
  children,
}: {
  query: QueryLike;
  empty: boolean;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <p role="status">
        <span className="spinner" aria-hidden="true" /> Loading...
      </p>
    );
  if (query.isError)
    return (
      <p className="form-error" role="alert">
        {query.error?.message}
      </p>
    );
  if (empty) return <p className="muted">No data found</p>;
  return <>{children}</>;
}
