import { useJantriT } from '../../lib/i18n';
/** The spec's loading overlay, shown while a call runs. */
export function LoadingOverlay({ show }: { show: boolean }) {
  const t = useJantriT();
  if (!show) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
