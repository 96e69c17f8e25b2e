import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/** The page's global loading spinner: shown while any call of the page is in flight. */
export function GlobalSpinner() {
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div className="tm-global-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
