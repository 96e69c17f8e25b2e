import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEsportsT } from '../../lib/i18n';

/** The page's global loading spinner: shown while any call of the page is in flight. */
export function GlobalSpinner() {
  const t = useEsportsT();
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div className="tm-global-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
