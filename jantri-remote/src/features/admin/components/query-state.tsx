import { useAdminT } from '../i18n';
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
  const t = useAdminT();
  if (query.isPending)
    return (
      <p role="status">
        <span className="spinner" aria-hidden="true" /> {t('state.loading')}
      </p>
    );
  if (query.isError)
    return (
      <p className="form-error" role="alert">
        {query.error?.message}
      </p>
    );
  if (empty) return <p className="muted">{t('state.empty')}</p>;
  return <>{children}</>;
}
